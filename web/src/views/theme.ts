/** Colours of a board theme. */
export interface BoardTheme {
  background: string;
  line: string;
  label: string;
  star: string;
  lastMove: string;
  highlight: string;
  forbidden: string;
  cursor: string;
}

export type ThemeName = 'wood' | 'dark';

export const THEMES: Record<ThemeName, BoardTheme> = {
  wood: {
    background: '#dcb35c',
    line: '#3b2a14',
    label: '#4a3518',
    star: '#3b2a14',
    lastMove: '#d23c2a',
    highlight: '#1f7a3a',
    forbidden: '#c0262d',
    cursor: '#1b4f9c',
  },
  dark: {
    background: '#2b2f36',
    line: '#9aa3ad',
    label: '#c2c8cf',
    star: '#9aa3ad',
    lastMove: '#ff6b57',
    highlight: '#5fd38a',
    forbidden: '#ff5c64',
    cursor: '#6ea8ff',
  },
};
