/**
 * A 224-move Renju game from an engine match (the same as the native test
 * "Renju: Black left with only forbidden points"): after White's last move, c6,
 * Black is to move and the only empty point, k2, is forbidden to Black. The
 * engine ends the game there in a draw, reason 'only_forbidden'.
 */
export const ONLY_FORBIDDEN_MOVES = (
  'h8 f10 f11 g10 e10 g12 e9 e8 f9 g8 e11 d11 g11 h10 g7 j10 i10 f8 i11 h11 d9 c9 d6 d7 e5 ' +
  'f6 c8 b7 i12 i13 g5 c7 e7 h5 i8 i9 f4 h6 j6 g6 i4 i6 e6 g4 e3 e4 f3 d3 g3 h2 h3 i3 f5 f2 ' +
  'd5 c5 j5 j7 k8 k6 c4 b3 j4 l4 l5 m5 j2 j3 e12 e13 l8 j8 l7 k10 j11 k12 d2 c1 k11 l6 k7 ' +
  'm9 d12 m6 m7 l11 m10 l12 m12 k13 g9 h9 j13 f13 h13 m11 i7 k5 n10 l10 l9 j14 i15 n12 k9 ' +
  'e14 d15 n6 o6 n7 o7 o8 l13 k14 c13 c12 b11 b14 n4 m3 l14 f1 c14 b9 b15 d13 b6 g14 k3 h14 ' +
  'i14 e15 e1 o12 m2 l2 a5 a6 d14 c3 a10 a11 j1 o1 n2 n1 n15 f7 o11 k1 m1 d10 b5 k15 o5 o4 ' +
  'a13 a2 e2 j15 n8 a1 n5 c15 o2 o3 n9 f15 a12 a3 b1 m15 g2 h15 i2 b2 o15 f14 l1 o14 n14 ' +
  'n13 a15 b12 l15 g13 f12 b10 j9 o13 a9 h12 j12 m14 o10 c10 g15 i5 d8 c11 m8 h7 b4 n11 o9 ' +
  'b8 m4 k4 d1 h4 g1 i1 a8 a14 h1 a4 a7 m13 l3 b13 n3 c2 d4 c6'
).split(' ');

/** A game record of the first `n` moves, under Renju on 15×15. */
export function onlyForbiddenRecord(n = ONLY_FORBIDDEN_MOVES.length): string {
  return `[Game "Gomoku"]\n[Size "15"]\n[Rule "renju"]\n${ONLY_FORBIDDEN_MOVES.slice(0, n).join(' ')}\n`;
}
