// Debian's nginx as the reference static server: a child process with a generated configuration in a temp dir, in the
// foreground, on 127.0.0.1 and a free port, serving the same built site with the same headers as ours.
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { delimiter, join, resolve } from 'node:path'
import { immutable, moderate, revalidate } from '../server/cacheControl'
import { fixedHeaders } from '../server/site/fixedHeaders'
import { startServer } from './servers'
import { serverThroughput } from './staticThroughput'

// Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
const nginxPath = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)].map((dir) => join(dir, 'nginx')).find((file) => existsSync(file))

/** Why nginx figures are skipped, with the command that fixes it; undefined when nginx is there. */
export const nginxMissing = nginxPath ? undefined : 'nginx not found; install it with: apt-get update && apt-get install -y nginx'

// Debian's brotli module for nginx (package libnginx-mod-http-brotli-static), loaded when installed, so that nginx
// sends the build's `.br` copies as our server does.
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'
const brotli = existsSync(brotliModule)

/** `add_header` lines for every header, with `always` so 404 answers carry them too. */
function addHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      // nginx strings have no escape for these: a value holding one would change meaning.
      if (/["$]/.test(value)) throw new Error(`header ${name} cannot be written to nginx.conf: ${value}`)
      return `add_header ${name} "${value}" always;`
    })
    .join('\n      ')
}

/** Our server's work and no more: one worker, no access log, the precompressed copies as they are, our headers; all in `dir`. */
function nginxConfig(dir: string, clientDir: string, port: number, headers: Record<string, string>): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`
  // add_header in a location replaces the server's, so each location lists them all.
  const location = (path: string, cacheControl: string) => `location ${path} {
      ${addHeaders({ ...headers, 'cache-control': cacheControl })}
      try_files $uri $uri/index.html =404;
    }`
  return `${brotli ? `load_module ${brotliModule};\n` : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  types {
    text/html html; text/css css; text/javascript js mjs; application/json json; text/plain txt;
    application/xml xml; image/svg+xml svg; image/png png; image/jpeg jpeg jpg; image/webp webp;
    image/avif avif; image/x-icon ico; font/woff2 woff2; font/woff woff; application/manifest+json webmanifest;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/html text/css text/javascript application/json text/plain application/xml image/svg+xml;
  access_log off;
  sendfile on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  gzip_static on;
  ${brotli ? 'brotli_static on;' : ''}
  gzip on;
  gzip_vary on;
  gzip_types text/css text/javascript application/json text/plain application/xml image/svg+xml application/manifest+json;
  server {
    listen 127.0.0.1:${port};
    root ${resolve(clientDir)};
    ${location('/', moderate)}
    ${location('^~ /assets/', immutable)}
    ${location('~ (\\.html|/[^./]*)$', revalidate)}
  }
}
`
}

/** Loads the static page from nginx serving `clientDir`, as from our server (bench/staticThroughput.ts). */
export async function nginxThroughput(clientDir: string) {
  const headers = await fixedHeaders()
  const server = await startServer((dir, port) => {
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, clientDir, port, headers))
    // -e: the log for messages before the configuration is read (Debian's default is a system file). SIGQUIT ends
    // the master gracefully, which then stops its worker.
    return { command: nginxPath!, args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], stopSignal: 'SIGQUIT' }
  })
  try {
    // nginx -v writes `nginx version: nginx/1.22.1` to stderr.
    const version = /nginx\/(\S+)/.exec(spawnSync(nginxPath!, ['-v'], { encoding: 'utf8' }).stderr)?.[1] ?? 'unknown'
    return { version, brotliStatic: brotli, ...(await serverThroughput(server.url)) }
  } finally {
    await server.stop()
  }
}
