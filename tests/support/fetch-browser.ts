// A browser stand-in over real HTTP (fetch): keeps its cookies and sends the CSRF header as the SPA does, and
// may send each request to a different server, as a load balancer does.

export class FetchBrowser {
  readonly cookies = new Map<string, string>()

  async request(
    base: string,
    method: string,
    url: string,
    options: { json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
  ) {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request(base, 'GET', '/api/health')
    const headers: Record<string, string> = { ...options.headers }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (method !== 'GET') headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!
    let body: Uint8Array<ArrayBuffer> | string | undefined = options.body && new Uint8Array(options.body)
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(options.json)
    }
    const res = await fetch(`${base}${url}`, { method, headers, body })
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)]
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)) <= new Date()),
      )
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const bytes = Buffer.from(await res.arrayBuffer())
    const json = () => JSON.parse(bytes.toString('utf8'))
    return { status: res.status, headers: res.headers, bytes, json }
  }
}
