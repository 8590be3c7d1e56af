// The repository's nginx recipe (deploy/nginx/) run as it is, on loopback: Debian's nginx in the foreground with a
// self-signed certificate, in front of servers the test starts. Only the addresses, ports and paths the recipe marks
// "edit" are replaced; a replacement that no longer finds its text fails, so the recipe and its test cannot drift.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'
import { join } from 'node:path'
import { onExit } from '../../testbed/onExit'
import { projectRoot } from '../testBuild'
import { tempDir } from './tempDir'
import { waitFor } from './waitFor'

const recipeDir = join(projectRoot, 'deploy', 'nginx')

/** Where Debian installs nginx (outside a non-root PATH). */
const nginxBinary = '/usr/sbin/nginx'

/** The running proxy: its https and http origins, the certificate to trust, its error output, and how to stop it. */
export type NginxProxy = { httpsOrigin: string; httpOrigin: string; certificate: string; output(): string; stop(): Promise<void> }

/** What the test puts in place of the recipe's own values. */
export type ProxySetup = { clientDir: string; serverPorts: [number, number]; httpsPort: number; httpPort: number }

/** `text` with each `[from, to]` replaced; throws naming the first `from` that is not in it. */
function replaceAll(text: string, replacements: [string, string][]): string {
  return replacements.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`deploy/nginx/tecto.conf no longer has: ${from}`)
    return result.split(from).join(to)
  }, text)
}

/** A key and a certificate for 127.0.0.1, valid a day. */
function selfSignedCertificate(dir: string): { key: string; certificate: string } {
  const key = join(dir, 'key.pem')
  const certificate = join(dir, 'cert.pem')
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', certificate, ...subject], { stdio: 'ignore' })
  return { key, certificate }
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(socket.end() && true))
    socket.once('error', () => resolve(false))
  })
}

/** Starts nginx with the recipe; resolves once it listens. */
export async function startNginxProxy({ clientDir, serverPorts, httpsPort, httpPort }: ProxySetup): Promise<NginxProxy> {
  if (!existsSync(nginxBinary)) throw new Error('nginx is missing: apt-get install -y nginx (.ci/run installs it)')
  const dir = tempDir('nginx')
  const { key, certificate } = selfSignedCertificate(dir)
  const site = replaceAll(readFileSync(join(recipeDir, 'tecto.conf'), 'utf8'), [
    ['server 127.0.0.1:8080 ', `server 127.0.0.1:${serverPorts[0]} `],
    ['server 127.0.0.1:8081 ', `server 127.0.0.1:${serverPorts[1]} `],
    ['    listen [::]:80;\n', ''],
    ['    listen [::]:443 ssl http2;\n', ''],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['/etc/letsencrypt/live/tecto.com.br/fullchain.pem', certificate],
    ['/etc/letsencrypt/live/tecto.com.br/privkey.pem', key],
    ['/srv/tecto/current/dist/client', clientDir],
    ['/etc/nginx/snippets/', `${recipeDir}/`],
  ])
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(dir, name)};`)
  // Debian's own nginx.conf, reduced to what a test may run without root: no user switch, no system log or pid file.
  const main = `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  ${temp.join('\n  ')}
  ${site}
}
`
  writeFileSync(join(dir, 'nginx.conf'), main)
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const forget = onExit(() => child.kill('SIGKILL'))
  let ended = false
  void exited.then(() => (ended = true))
  await waitFor('nginx to listen', async () => {
    if (ended) throw new Error(`nginx stopped: ${output}`)
    return (await accepts(httpsPort)) && (await accepts(httpPort))
  })
  return {
    httpsOrigin: `https://127.0.0.1:${httpsPort}`,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    certificate: readFileSync(certificate, 'utf8'),
    output: () => output,
    async stop() {
      child.kill('SIGQUIT')
      await exited
      forget()
    },
  }
}

/** An answer: status, headers and body. */
export type ProxyAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** What a request to the proxy sends, and from which loopback address (a visitor of its own). */
export type ProxyRequest = { method?: string; headers?: Record<string, string>; body?: string; from?: string }

/** A request to the proxy over HTTP/1.1 and TLS, on a connection of its own. */
export function viaProxy(proxy: NginxProxy, path: string, { method = 'GET', headers = {}, body, from = '127.0.0.1' }: ProxyRequest = {}): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, ca: proxy.certificate, localAddress: from, agent: false }
    const req = httpsRequest(`${proxy.httpsOrigin}${path}`, options, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}
