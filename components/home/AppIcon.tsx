/** Simple line icons for the internal applications (inline SVG: no external images). */
const ICON_PATHS: Record<string, string> = {
  // clipboard with a check: planning
  'e-iplans': 'M9 4h6v3H9zM7 5H5v16h14V5h-2M9 14l2 2 4-4',
  // two people: staff records
  sikep: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 0 1 0 5.5M21 20c0-2.6-1.6-4.8-4-5.6',
  // box: state property
  'e-bima': 'M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5 12 12l9-4.5M12 12v9',
  // bar chart: performance reports
  'e-prima': 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  // calendar with a check: activities
  'e-sadewa': 'M4 6h16v15H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  // envelope: mail
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  // open book: legal documents
  jdih: 'M12 6c-2-1.5-5-2-8-1.5v14c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-14c-3-.5-6 0-8 1.5zM12 6v14',
  // target: accountability
  sakip: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  // coins: non-tax revenue
  pnbp: 'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3zM4 5v6c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 11v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  // court building
  simari: 'M3 21h18M4 10h16M12 3l9 5H3zM6 10v8M10 10v8M14 10v8M18 10v8',
  // network nodes: data communication
  komdanas: 'M12 5a2 2 0 1 0 0-.01M5 19a2 2 0 1 0 0-.01M19 19a2 2 0 1 0 0-.01M12 7v5M12 12l-6 5M12 12l6 5',
  // info circle: public information
  ppid: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
};

const FALLBACK = 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5';

export function AppIcon({ id }: { id: string }) {
  return (
    // Size and stroke from the card (app/globals.css: .line-icon, .app-card-icon > svg).
    <svg aria-hidden="true" viewBox="0 0 24 24" className="line-icon">
      <path d={ICON_PATHS[id] ?? FALLBACK} />
    </svg>
  );
}
