import { ink, type Pdf } from './pdf-document'

// The ratings radar drawn as vector paths (never a picture of the screen's chart): sharp at any zoom, and its
// labels and values are text. Ratings run 0–100, as the screen's radar shows them.

export function drawRadar(
  doc: Pdf,
  centre: { x: number; y: number },
  radius: number,
  axes: { label: string; value: number }[],
) {
  if (axes.length < 3) return
  const angle = (i: number) => -Math.PI / 2 + (2 * Math.PI * i) / axes.length
  const point = (i: number, share: number) => ({
    x: centre.x + Math.cos(angle(i)) * radius * share,
    y: centre.y + Math.sin(angle(i)) * radius * share,
  })
  const polygon = (shares: number[]) => {
    shares.forEach((share, i) => {
      const p = point(i, share)
      if (i === 0) doc.moveTo(p.x, p.y)
      else doc.lineTo(p.x, p.y)
    })
    doc.closePath()
  }
  doc.save().lineWidth(0.5).strokeColor(ink.line)
  for (const ring of [0.25, 0.5, 0.75, 1]) {
    polygon(axes.map(() => ring))
    doc.stroke()
  }
  axes.forEach((_, i) => {
    const end = point(i, 1)
    doc.moveTo(centre.x, centre.y).lineTo(end.x, end.y).stroke()
  })
  polygon(axes.map((a) => Math.max(0, Math.min(100, a.value)) / 100))
  doc.fillOpacity(0.35).fillAndStroke(ink.pitch, ink.pitch).fillOpacity(1).restore()
  doc.font('regular').fontSize(8).fillColor(ink.text)
  axes.forEach((axis, i) => {
    const p = point(i, 1.2)
    const text = `${axis.label} ${axis.value}`
    const width = doc.widthOfString(text)
    doc.text(text, p.x - width / 2, p.y - 4, { lineBreak: false })
  })
}
