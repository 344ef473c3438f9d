import { RgbImage, type Rgb } from './png';

/**
 * The demo companies' logos, drawn in code: the header uses the logo as its background, so a real image
 * (not a placeholder byte string) makes the demo look like a customer's installation.
 */

/** 5x7 capitals, one string of five '#'/'.' cells per row; only the letters the two logos use. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  '&': ['.##..', '#..#.', '.##..', '.#...', '#.#.#', '#..#.', '.##.#'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};

function drawText(image: RgbImage, text: string, x: number, y: number, scale: number, colour: Rgb): void {
  let cursor = x;
  for (const char of text) {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`The logo font has no glyph for '${char}'`);
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell === '#') image.fillRect(cursor + gx * scale, y + gy * scale, scale, scale, colour);
      });
    });
    cursor += 6 * scale;
  }
}

export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 80;

const WHITE: Rgb = [255, 255, 255];

/** Van der Berg: a house in the firm's orange on dark blue, with the name beside it. */
export function drawDemoLogo(): Buffer {
  const navy: Rgb = [24, 52, 92];
  const orange: Rgb = [242, 140, 40];
  const image = new RgbImage(LOGO_WIDTH, LOGO_HEIGHT, navy);
  image.fillRect(0, LOGO_HEIGHT - 6, LOGO_WIDTH, 6, orange);
  image.fillTriangle(10, 62, 36, 36, 12, orange); // roof
  image.fillRect(16, 36, 40, 28, orange); // walls
  image.fillRect(31, 46, 10, 18, navy); // door
  image.fillRect(46, 18, 6, 12, orange); // chimney
  drawText(image, 'VAN DER BERG', 74, 18, 2, WHITE);
  drawText(image, 'BOUW & INSTALLATIE', 74, 44, 1, WHITE);
  return image.toPng();
}

/** Acme: a green disc with a white "pipe" bar, and the name. */
export function drawAcmeLogo(): Buffer {
  const green: Rgb = [20, 110, 80];
  const lime: Rgb = [170, 220, 90];
  const image = new RgbImage(LOGO_WIDTH, LOGO_HEIGHT, green);
  image.fillCircle(40, 40, 26, lime);
  image.fillRect(22, 36, 36, 8, WHITE);
  image.fillRect(36, 22, 8, 36, WHITE);
  drawText(image, 'ACME', 84, 16, 4, WHITE);
  drawText(image, 'INSTALLATIETECHNIEK', 84, 54, 1, WHITE);
  return image.toPng();
}
