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

// A radar of the compared players (their ratings, or their output per 90), drawn by Chart.js (loaded only with
// this screen). The table above carries the same numbers for screen readers and for print.

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, Tooltip, Legend)

const colours = ['#15604a', '#b45309', '#1d4ed8', '#9d174d']

export interface RadarSeries {
  label: string
  values: (number | null)[]
}

export default function CompareRadar({
  axes,
  series,
  max,
  name,
}: {
  axes: string[]
  series: RadarSeries[]
  /** The outer ring's value (100 for ratings). */
  max: number
  /** What it draws, for its accessible name. */
  name: string
}) {
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
        scales: { r: { min: 0, max, ticks: { stepSize: max / 5 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    })
    return () => chart.destroy()
  }, [axes, series, max])
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={`Radar of ${name}: ${series.map((s) => s.label).join(', ')}`}
      data-testid={`compare-radar-${name.replace(/\W+/g, '-')}`}
    />
  )
}
