/** Colours of a board theme. */
export interface BoardTheme {
  background: string;
  /** A lighter tone blended over the background for a soft grain. */
  backgroundGlow: string;
  line: string;
  label: string;
  star: string;
  lastMove: string;
  highlight: string;
  forbidden: string;
  cursor: string;
  hint: string;
  /** Xiangqi pieces. */
  pieceFace: string;
  pieceRim: string;
  red: string;
  black: string;
  target: string;
  check: string;
}

/** Board styles: warm wood, light paper (high contrast, little texture), and dark. */
export type ThemeName = 'wood' | 'paper' | 'dark';

export const THEMES: Record<ThemeName, BoardTheme> = {
  wood: {
    background: '#dcb35c',
    backgroundGlow: '#ecc978',
    line: '#3b2a14',
    label: '#4a3518',
    star: '#3b2a14',
    lastMove: '#d23c2a',
    highlight: '#1f7a3a',
    forbidden: '#c0262d',
    cursor: '#1b4f9c',
    hint: '#1b7f9c',
    pieceFace: '#f6e3b8',
    pieceRim: '#8a5a24',
    red: '#b8221b',
    black: '#1d1d1d',
    target: 'rgba(31, 122, 58, 0.75)',
    check: 'rgba(220, 30, 30, 0.55)',
  },
  paper: {
    background: '#f4efe3',
    backgroundGlow: '#fbf8f1',
    line: '#2b2b2b',
    label: '#333333',
    star: '#2b2b2b',
    lastMove: '#c62f1e',
    highlight: '#17703a',
    forbidden: '#b3202a',
    cursor: '#1b4f9c',
    hint: '#0f6f8c',
    pieceFace: '#fffdf7',
    pieceRim: '#4a4a4a',
    red: '#b3160f',
    black: '#111111',
    target: 'rgba(23, 112, 58, 0.75)',
    check: 'rgba(220, 30, 30, 0.5)',
  },
  dark: {
    background: '#2b2f36',
    backgroundGlow: '#353a43',
    line: '#9aa3ad',
    label: '#c2c8cf',
    star: '#9aa3ad',
    lastMove: '#ff6b57',
    highlight: '#5fd38a',
    forbidden: '#ff5c64',
    cursor: '#6ea8ff',
    hint: '#56d0f0',
    pieceFace: '#d9d2c2',
    pieceRim: '#5d5446',
    red: '#c4281f',
    black: '#15171a',
    target: 'rgba(95, 211, 138, 0.8)',
    check: 'rgba(255, 70, 70, 0.6)',
  },
};
