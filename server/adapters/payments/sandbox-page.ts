import { formatPrice } from '../../../src/api/contract/terms/payments'
import { escapeHtml } from '../../http/escape-html'
import { type CardForm, sandboxCards } from './sandbox'

// The sandbox's hosted checkout page: plain HTML and CSS, no script (the site's CSP allows none inline), so it
// works as a card provider's page does — a form that posts back to its own address.

export interface CheckoutView {
  packageName: string
  amountMinor: number
  currency: string
  cancelUrl: string
  values?: CardForm
  errors?: Partial<Record<keyof CardForm, string>>
  notice?: string
}

const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef2f5;color:#14202b}
main{max-width:30rem;margin:0 auto;padding:1rem}.card{background:#fff;border-radius:12px;padding:1.25rem;
box-shadow:0 1px 3px #0002;margin-bottom:1rem}h1{font-size:1.35rem;margin:0 0 .25rem}.badge{display:inline-block;
background:#ffe9a8;color:#5a4300;border-radius:99px;padding:.1rem .6rem;font-size:.8rem;font-weight:600}
.total{font-size:1.6rem;font-weight:700;margin:.5rem 0 0}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #9aa8b4;border-radius:8px}
input[aria-invalid=true]{border-color:#b3261e}.error{color:#b3261e;font-size:.9rem;margin:.25rem 0 0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}button{width:100%;margin-top:1.25rem;font:inherit;
font-weight:600;padding:.75rem;border:0;border-radius:8px;background:#0b6e4f;color:#fff;cursor:pointer}
.notice{background:#fdecea;color:#7a1c14;border-radius:8px;padding:.6rem .8rem}table{width:100%;
border-collapse:collapse;font-size:.9rem}td{padding:.25rem 0;vertical-align:top}code{font-size:.95rem;white-space:nowrap}
a{color:#0b5cad}.muted{color:#4b5b68;font-size:.9rem}`

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ')

function field(name: keyof CardForm, label: string, view: CheckoutView, attrs: string): string {
  const error = view.errors?.[name]
  const value = name === 'cvc' ? '' : (view.values?.[name] ?? '')
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}${
    error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''
  }>${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`
}

export function checkoutPage(view: CheckoutView): string {
  const price = formatPrice(view.amountMinor, view.currency)
  const cards = sandboxCards
    .map((c) => `<tr><td><code>${spaced(c.number)}</code></td><td>${c.label}</td></tr>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Pay ${escapeHtml(price)} · Sandbox checkout</title>
<meta name="robots" content="noindex"><style>${styles}</style></head><body><main>
<section class="card" aria-labelledby="order"><span class="badge">Sandbox · test mode</span>
<h1 id="order">${escapeHtml(view.packageName)}</h1><p class="muted">Scoutline package, one payment</p>
<p class="total">${escapeHtml(price)}</p></section>
<section class="card" aria-labelledby="test-cards"><h2 id="test-cards" style="font-size:1rem;margin:0 0 .5rem">Test cards</h2>
<p class="muted" style="margin-top:0">No money moves here. Use any future expiry and any 3 digits as CVC.</p>
<table>${cards}</table></section>
<form class="card" method="post" novalidate aria-labelledby="pay">
<h2 id="pay" style="font-size:1rem;margin:0">Pay with card</h2>
${view.notice ? `<p class="notice" role="alert">${escapeHtml(view.notice)}</p>` : ''}
${field('number', 'Card number', view, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', view, 'autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required')}</div>
<div>${field('cvc', 'CVC', view, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}</div></div>
${field('name', 'Name on card', view, 'autocomplete="cc-name" maxlength="120" required')}
<button type="submit">Pay ${escapeHtml(price)}</button>
<p class="muted"><a href="${escapeHtml(view.cancelUrl)}">Cancel and go back to Packages</a></p>
</form></main></body></html>`
}

export function finishedPage(message: string, link: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox checkout</title>
<style>${styles}</style></head><body><main><section class="card"><span class="badge">Sandbox · test mode</span>
<h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(link)}">Go to Packages</a></p></section></main></body></html>`
}
