import styles from './home.module.css'
/** The hero illustration: a pitch seen from above with a few tracked players. Decorative. */
export function PitchArt() {
  const players = [
    { x: 70, y: 120, c: '#f2b705' },
    { x: 150, y: 70, c: '#ffffff' },
    { x: 160, y: 175, c: '#ffffff' },
    { x: 235, y: 120, c: '#f2b705' },
    { x: 300, y: 92, c: '#ffffff' },
    { x: 300, y: 190, c: '#ffffff' },
  ]
  return (
    <svg
      className={styles.heroArt}
      viewBox="0 0 360 240"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="4" width="352" height="232" rx="14" fill="#17785a" stroke="#dcefe6" strokeWidth="3" />
      <g fill="none" stroke="#dcefe6" strokeWidth="2" opacity="0.8">
        <line x1="180" y1="4" x2="180" y2="236" />
        <circle cx="180" cy="120" r="34" />
        <rect x="4" y="70" width="50" height="100" />
        <rect x="306" y="70" width="50" height="100" />
      </g>
      <path
        d="M70 120 C110 90 130 80 150 70 S220 100 235 120"
        fill="none"
        stroke="#f2b705"
        strokeWidth="3"
        strokeDasharray="6 6"
      />
      {players.map((p) => (
        <g key={`${p.x}-${p.y}`}>
          <circle cx={p.x} cy={p.y} r="11" fill={p.c} stroke="#0b2a20" strokeWidth="2" />
        </g>
      ))}
      <g transform="translate(222 18)">
        <rect width="120" height="44" rx="8" fill="#ffffff" />
        <text x="12" y="19" fontSize="11" fontWeight="700" fill="#0b2a20">
          #10 · Midfield
        </text>
        <text x="12" y="34" fontSize="10" fill="#4a5a53">
          3 goals · 2 assists
        </text>
      </g>
    </svg>
  )
}
