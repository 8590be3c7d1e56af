import Fastify from 'fastify'
import fastifyHelmet from '@fastify/helmet'
import { permissionsPolicy, securityHeaders } from '../securityHeaders'

/** The security headers every answer carries, worked out once by helmet itself on a throw-away instance. */
export async function fixedHeaders(): Promise<Record<string, string>> {
  const probe = Fastify()
  await probe.register(fastifyHelmet, securityHeaders)
  probe.get('/', () => '')
  const { headers } = await probe.inject('/')
  await probe.close()
  const perAnswer = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])
  const fixed = Object.entries(headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !perAnswer.has(entry[0]))
  return { ...Object.fromEntries(fixed), 'permissions-policy': permissionsPolicy }
}
