/** The largest zoom up to 125 %, in steps of 5 %, at which a page `width` wide fits in `room` (never under 50 %). */
export function fitScale(room: number, width: number): number {
  return Math.max(0.5, Math.min(1.25, Math.floor((room / width) * 20) / 20));
}
