// Debian's nginx as the reference static server: a child process with a generated configuration in
// a temp dir, in the foreground, on 127.0.0.1 and a free port, serving the same built site.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { freePort } from '../testbed/freePort'
import { type RunningServer, startServer } from './childProcess'
import { immutable, moderate, revalidate } from '../server/cacheControl'

/** The nginx binary: Debian puts it in /usr/sbin, which a non-root PATH may lack. */
function nginxPath(): string | undefined {
  const dirs = ['/usr/sbin', ...(process.env.PATH ?? '').split(delimiter)]
  return dirs.map((dir) => join(dir, 'nginx')).find((file) => existsSync(file))
}

/** Why nginx figures are skipped, with the command that fixes it; undefined when nginx is there. */
export function nginxMissing(): string | undefined {
  if (nginxPath()) return undefined
  return 'nginx not found; install it with: apt-get update && apt-get install -y nginx'
}

/** nginx's version, e.g. `1.22.1`. */
export function nginxVersion(): string {
  // nginx -v writes `nginx version: nginx/1.22.1` to stderr.
  const { stderr } = spawnSync(nginxPath()!, ['-v'], { encoding: 'utf8' })
  return /nginx\/(\S+)/.exec(stderr)?.[1] ?? 'unknown'
}

// Debian's brotli module for nginx (package libnginx-mod-http-brotli-static): loaded when installed.
const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** Whether nginx can send the build's `.br` copies as our server does. */
export function nginxHasBrotliStatic(): boolean {
  return existsSync(brotliStaticModule)
}

/** `add_header` lines for every header of `headers`, with `always` so 404 answers carry them too. */
function addHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      // nginx strings have no escape for these: a value holding one would change meaning.
      if (/["$]/.test(value)) throw new Error(`header ${name} cannot be written to nginx.conf: ${value}`)
      return `add_header ${name} "${value}" always;`
    })
    .join('\n      ')
}

/**
 * The configuration, set up to do the work our server does and no more: one worker (like our one Node
 * process), no access log, the build's precompressed `.br` / `.gz` copies sent as they are (the same bytes
 * our server sends; on-the-fly gzip only for a file without a copy), and the same security and cache
 * headers as ours on every answer. Nothing outside `dir`.
 */
function nginxConfig(dir: string, clientDir: string, port: number, headers: Record<string, string>): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`
  const brotli = nginxHasBrotliStatic()
  // add_header in a location replaces the server's, so each location lists them all.
  const location = (path: string, cacheControl: string) => `location ${path} {
      ${addHeaders({ ...headers, 'cache-control': cacheControl })}
      try_files $uri $uri/index.html =404;
    }`
  return `${brotli ? `load_module ${brotliStaticModule};\n` : ''}daemon off;
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

/** Starts nginx over `clientDir`, adding `headers` to every answer; `stop()` ends it and deletes its temp dir. */
export async function startNginx(clientDir: string, headers: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tecto-nginx-'))
  const port = await freePort()
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, clientDir, port, headers))
  return startServer({
    command: nginxPath()!,
    // -e: the log for messages before the configuration is read (Debian's default is a system file).
    args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
    url: `http://127.0.0.1:${port}`,
    stopSignal: 'SIGQUIT',
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  })
}
