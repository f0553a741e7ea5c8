import {
  Chart,
  Filler,
  Legend,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js'
import { useEffect, useRef } from 'react'

// The radar of the compared players' headline ratings, drawn by Chart.js (loaded only with this screen). The
// table beside it carries the same numbers for screen readers and for print.

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, Tooltip, Legend)

const colours = ['#15604a', '#b45309', '#1d4ed8', '#9d174d']

export interface RadarSeries {
  label: string
  values: (number | null)[]
}

export default function CompareRadar({ axes, series }: { axes: string[]; series: RadarSeries[] }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    if (!canvas.current) return
    const chart = new Chart(canvas.current, {
      type: 'radar',
      data: {
        labels: axes,
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values.map((v) => v ?? 0),
          borderColor: colours[i % colours.length],
          backgroundColor: `${colours[i % colours.length]}22`,
          pointBackgroundColor: colours[i % colours.length],
          fill: true,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: true,
        animation: false,
        scales: { r: { min: 0, max: 100, ticks: { stepSize: 20 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    })
    return () => chart.destroy()
  }, [axes, series])
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={`Radar of ratings: ${series.map((s) => s.label).join(', ')}`}
      data-testid="compare-radar"
    />
  )
}
