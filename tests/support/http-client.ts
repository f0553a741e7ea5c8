import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { App } from '../../server/app'

// A tiny browser stand-in for app.inject: keeps cookies like a browser would and sends the CSRF header the SPA
// sends, so tests cross the same boundaries as real clients.

export class TestClient {
  readonly cookies = new Map<string, string>()

  constructor(private readonly app: App) {}

  get xsrf() {
    return this.cookies.get('XSRF-TOKEN')
  }

  async inject(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...rest } = options
    const method = (rest.method ?? 'GET').toUpperCase()
    if (csrf && method !== 'GET' && !this.xsrf) await this.inject({ method: 'GET', url: '/api/health' })
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string>) }
    if (cookie) headers.cookie = headers.cookie ?? cookie
    if (csrf && method !== 'GET' && this.xsrf) headers['x-xsrf-token'] = headers['x-xsrf-token'] ?? this.xsrf
    const response = await this.app.inject({ ...rest, headers })
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now())
      if (expired || c.value === '') this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
    return response
  }
}
