import { withSize } from '../../lib/cn';

/** One stroke of an icon drawn thicker or thinner than the icon's own stroke width. */
interface IconStroke {
  d: string;
  strokeWidth: number;
}

/**
 * The app's one icon set: 24×24 outline paths drawn with round caps and joins. An entry is a path,
 * or a list of strokes when parts of the icon need their own width.
 */
const ICON_PATHS = {
  // Actions and controls
  check: 'm5 12.5 4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6 6 18',
  plus: 'M12 5v14M5 12h14',
  minus: 'M6 12h12',
  menu: 'M4 7h16M4 12h16M4 17h16',
  chevronDown: 'm6 9 6 6 6-6',
  download: 'M12 4v11m0 0 4-4m-4 4-4-4M5 19h14',
  external: 'M15 3h6v6m0-6-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5',
  signOut: 'M15 17l5-5-5-5m5 5H9m4 9H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h8',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A10.4 10.4 0 0 1 12 6c6.4 0 10 6 10 6a17.6 17.6 0 0 1-3.2 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.8 9.8 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  edit: 'M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Zm9.5-13.5 4 4',
  trash: 'M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  lock: 'M7 11h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2Zm1 0V7a4 4 0 0 1 8 0v4',
  // Messages
  info: 'M12 11v5m0-8.5v.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  warning:
    'M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  mail: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 0 9 6 9-6',
  chat: [
    { d: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z', strokeWidth: 1.8 },
    { d: 'M8.5 12h.01M12 12h.01M15.5 12h.01', strokeWidth: 2.6 },
  ],
  // Dashboard sections
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  house: 'M3 11.5 12 4l9 7.5M5 10v10h14V10M10 20v-5h4v5',
  estimate: 'M9 3h6l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h3m0 8h6m-6 4h6m-6 4h3',
  proposal: 'M4 4h16v12H5.2L4 17.2zM8 8h8m-8 4h5',
  users:
    'M16 20v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m18 0v-1a4 4 0 0 0-3-3.9M15 3.1a4 4 0 0 1 0 7.8M13.5 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0',
  user: 'M20 21a8 8 0 0 0-16 0m12-13a4 4 0 1 1-8 0 4 4 0 0 1 8 0',
  building: 'M4 21V8l8-5 8 5v13M9 21v-6h6v6',
  card: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 3h18M7 15h3',
  userPlus: 'M18 8v6m3-3h-6M14 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M12 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6m7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.4 7.4 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7.4 7.4 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2',
  // Roofing and the product
  satellite: 'M12 3v3m0 12v3M3 12h3m12 0h3M5.6 5.6l2.1 2.1m8.6 8.6 2.1 2.1m0-12.8-2.1 2.1m-8.6 8.6-2.1 2.1',
  weather: 'M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 7.9M8 21l1-2m3 2 1-2m3 2 1-2',
  shield: 'M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6zm-3 9 2 2 4-4',
  clock: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18m0-18c2.5 2.5 3.8 5.5 3.8 9S14.5 18.5 12 21m0-18C9.5 5.5 8.2 8.5 8.2 12s1.3 6.5 3.8 9M3.5 9h17M3.5 15h17',
  list: 'M9 7h6m-6 4h6m-6 4h3M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1',
  cloud: 'M7 18a5 5 0 1 1 .9-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 7.9H7',
  document: 'M14 3v5h5M9 13h6m-6 4h4M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z',
  ladder: 'M8 3v18M16 3v18M8 7h8M8 11h8M8 15h8M8 19h8',
  hourglass: 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21m0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
  ruler: 'M3 17 17 3l4 4L7 21zm4-4 2 2m1-5 2 2m1-5 2 2',
  calculator:
    'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m1 4h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01',
  calendar: 'M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
} satisfies Record<string, string | readonly IconStroke[]>;

/** The name of an icon of the set. */
export type IconName = keyof typeof ICON_PATHS;

/** Props of Icon. */
export interface IconProps {
  name: IconName;
  /** Tailwind classes; the icon is size-5 unless these set a size. */
  className?: string;
  strokeWidth?: number;
}

/** A decorative outline icon of the app's set, in the current text colour. */
export function Icon({ name, className, strokeWidth = 1.8 }: IconProps) {
  const shape: string | readonly IconStroke[] = ICON_PATHS[name];
  return (
    <svg
      className={withSize('size-5', className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {typeof shape === 'string' ? (
        <path d={shape} />
      ) : (
        shape.map((stroke) => <path key={stroke.d} d={stroke.d} strokeWidth={stroke.strokeWidth} />)
      )}
    </svg>
  );
}
