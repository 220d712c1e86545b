// The wheel is painted once into bitmaps (the turning disc, and the fixed rim with its lights in
// two states plus the pointer); a frame then only draws those bitmaps, rotated. Nothing here reads
// layout, so a frame costs two or three drawImage calls.
import { normalizeAngle, segmentSpan, TAU } from './geometry';
import { segmentColor, WHEEL_INK } from './palette';

export const LIGHT_COUNT = 30;
export const WHEEL_FONT = "'Vazirmatn Variable', Vazirmatn, Tahoma, sans-serif";

export type DiscPrize = { title: string; color?: string; image?: CanvasImageSource | undefined };

export type WheelGeometry = { radius: number; rimWidth: number; discRadius: number; hubRadius: number };

export function wheelGeometry(radius: number): WheelGeometry {
  const rimWidth = Math.max(radius * 0.075, 12);
  return { radius, rimWidth, discRadius: radius - rimWidth, hubRadius: Math.max(radius * 0.13, 18) };
}

export type Layers = {
  geometry: WheelGeometry;
  /** Device pixels per CSS pixel the bitmaps were made for. */
  scale: number;
  disc: HTMLCanvasElement;
  /**
   * The rim and pointer with the lights lit in two alternating patterns, and all lit. The resting
   * one (all lit) is painted with the disc; the two a spin alternates are painted by completeRims,
   * in a task of their own, and until then a frame shows the resting rim.
   */
  rims: [HTMLCanvasElement | null, HTMLCanvasElement | null, HTMLCanvasElement];
};

function bitmap(size: number, scale: number): [HTMLCanvasElement, CanvasRenderingContext2D] | null {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size * scale);
  canvas.height = Math.ceil(size * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.scale(scale, scale);
  return [canvas, ctx];
}

/** Cuts a title to the room it has, with an ellipsis, measuring in the current font. */
function fitText(ctx: CanvasRenderingContext2D, text: string, room: number): string {
  if (ctx.measureText(text).width <= room) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > room) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function paintDisc(
  ctx: CanvasRenderingContext2D,
  g: WheelGeometry,
  prizes: readonly DiscPrize[],
  restRotation: number,
): void {
  const c = g.radius;
  const span = segmentSpan(prizes.length);
  const r = g.discRadius;
  ctx.translate(c, c);
  prizes.forEach((prize, index) => {
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, r, index * span, (index + 1) * span);
    ctx.closePath();
    ctx.fillStyle = segmentColor(index, prize.color);
    ctx.fill();
  });
  ctx.strokeStyle = WHEEL_INK.separator;
  ctx.lineWidth = Math.max(r * 0.008, 1.5);
  prizes.forEach((_, index) => {
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(r * Math.cos(index * span), r * Math.sin(index * span));
    ctx.stroke();
  });

  // Titles run along the segment's middle from the rim inwards. Those on the left half of the wheel
  // at rest are turned over, so every title reads upright before the first spin.
  const fontSize = Math.round(Math.min(r * 0.085, r * span * 0.42, 22));
  const textEnd = r * 0.9;
  prizes.forEach((prize, index) => {
    const middle = (index + 0.5) * span;
    const atRest = normalizeAngle(restRotation + middle);
    const flip = atRest > Math.PI / 2 && atRest < (3 * Math.PI) / 2;
    const side = flip ? -1 : 1;
    ctx.save();
    ctx.rotate(middle + (flip ? Math.PI : 0));
    const imageSize = prize.image ? Math.min(r * 0.16, r * span * 0.5) : 0;
    const textStart = g.hubRadius + 8 + (imageSize ? imageSize + 6 : 0);
    if (prize.image && imageSize > 0) {
      ctx.save();
      ctx.translate(side * (g.hubRadius + 8 + imageSize / 2), 0);
      // The picture's top faces the rim.
      ctx.rotate((side * Math.PI) / 2);
      ctx.drawImage(prize.image, -imageSize / 2, -imageSize / 2, imageSize, imageSize);
      ctx.restore();
    }
    ctx.font = `700 ${fontSize}px ${WHEEL_FONT}`;
    ctx.direction = 'rtl';
    ctx.textAlign = flip ? 'left' : 'right';
    ctx.textBaseline = 'middle';
    const title = fitText(ctx, prize.title, textEnd - textStart);
    ctx.lineJoin = 'round';
    ctx.lineWidth = Math.max(fontSize * 0.22, 2);
    ctx.strokeStyle = WHEEL_INK.textHalo;
    ctx.strokeText(title, side * textEnd, 0);
    ctx.fillStyle = WHEEL_INK.text;
    ctx.fillText(title, side * textEnd, 0);
    ctx.restore();
  });
}

function paintRim(ctx: CanvasRenderingContext2D, g: WheelGeometry, pattern: 0 | 1 | 2): void {
  const c = g.radius;
  ctx.translate(c, c);
  ctx.beginPath();
  ctx.arc(0, 0, g.radius - 1, 0, TAU);
  ctx.arc(0, 0, g.discRadius, 0, TAU, true);
  ctx.fillStyle = WHEEL_INK.rim;
  ctx.fill('evenodd');
  ctx.lineWidth = 2;
  ctx.strokeStyle = WHEEL_INK.rimEdge;
  ctx.beginPath();
  ctx.arc(0, 0, g.radius - 1, 0, TAU);
  ctx.stroke();

  const lightRadius = Math.max(g.rimWidth * 0.24, 3);
  const ring = g.discRadius + g.rimWidth / 2;
  for (let i = 0; i < LIGHT_COUNT; i += 1) {
    const angle = (i / LIGHT_COUNT) * TAU;
    const lit = pattern === 2 || i % 2 === pattern;
    const x = ring * Math.cos(angle);
    const y = ring * Math.sin(angle);
    if (lit) {
      ctx.beginPath();
      ctx.arc(x, y, lightRadius * 1.9, 0, TAU);
      ctx.fillStyle = WHEEL_INK.lightGlow;
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(x, y, lightRadius, 0, TAU);
    ctx.fillStyle = lit ? WHEEL_INK.lightOn : WHEEL_INK.lightOff;
    ctx.fill();
  }

  // The pointer at 12 o'clock, over the rim, pointing into the disc.
  const w = Math.max(g.radius * 0.075, 12);
  const top = -g.radius + 2;
  // Short enough to leave the top title readable.
  const tip = -g.discRadius + g.radius * 0.05;
  ctx.beginPath();
  ctx.moveTo(-w, top);
  ctx.lineTo(w, top);
  ctx.lineTo(0, tip);
  ctx.closePath();
  ctx.fillStyle = WHEEL_INK.pointer;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#FFFFFF';
  ctx.stroke();

  // The hub stays still too: the disc turns beneath it.
  ctx.beginPath();
  ctx.arc(0, 0, g.hubRadius, 0, TAU);
  ctx.fillStyle = WHEEL_INK.hub;
  ctx.fill();
  ctx.lineWidth = Math.max(g.hubRadius * 0.16, 3);
  ctx.strokeStyle = WHEEL_INK.rim;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, 0, g.hubRadius * 0.42, 0, TAU);
  ctx.fillStyle = WHEEL_INK.lightOn;
  ctx.fill();
}

/**
 * Paints the bitmaps a wheel at rest needs, for `radius` CSS pixels at `scale` device pixels each:
 * the disc and the resting rim (completeRims adds the spin's two). `restRotation` is how the wheel
 * is turned before the first spin (titles are laid out upright for it). The rims do not depend on
 * the prizes: `previous` layers of the same size lend theirs, so a new picture or the web font's
 * arrival repaints the disc alone (repainting all four bitmaps for each picture would be most of
 * the page's main-thread work while it starts).
 */
export function buildLayers(
  radius: number,
  scale: number,
  prizes: readonly DiscPrize[],
  restRotation: number,
  previous?: Layers | null,
): Layers | null {
  const geometry = wheelGeometry(radius);
  const size = radius * 2;
  const disc = bitmap(size, scale);
  if (!disc) return null;
  paintDisc(disc[1], geometry, prizes, restRotation);
  if (previous && previous.scale === scale && previous.geometry.radius === radius) {
    return { geometry, scale, disc: disc[0], rims: previous.rims };
  }
  const resting = bitmap(size, scale);
  if (!resting) return null;
  paintRim(resting[1], geometry, 2);
  return { geometry, scale, disc: disc[0], rims: [null, null, resting[0]] };
}

/**
 * Paints the two rims a spin alternates, if they are missing: each bitmap is several hundred
 * thousand pixels on a phone, and with the disc and the resting rim in the same task the wheel's
 * first paint would be one long task. The layers are completed in place, so every painter holding them sees the lights from then on.
 */
export function completeRims(layers: Layers): void {
  const size = layers.geometry.radius * 2;
  for (const pattern of [0, 1] as const) {
    if (layers.rims[pattern]) continue;
    const rim = bitmap(size, layers.scale);
    if (!rim) return;
    paintRim(rim[1], layers.geometry, pattern);
    layers.rims[pattern] = rim[0];
  }
}

export type Frame = {
  rotation: number;
  /** 0/1 alternate while spinning; 2 all lit at rest. */
  lights: 0 | 1 | 2;
  /** The won segment, outlined once the wheel has stopped. */
  highlight: number | null;
  count: number;
};

/** One frame: the disc turned by `rotation`, the winner outlined, then the fixed rim on top. */
export function drawFrame(ctx: CanvasRenderingContext2D, layers: Layers, frame: Frame): void {
  const { radius, discRadius } = layers.geometry;
  const size = radius * 2;
  ctx.setTransform(layers.scale, 0, 0, layers.scale, 0, 0);
  ctx.clearRect(0, 0, size, size);
  ctx.save();
  ctx.translate(radius, radius);
  ctx.rotate(frame.rotation);
  ctx.drawImage(layers.disc, -radius, -radius, size, size);
  if (frame.highlight !== null) {
    const span = segmentSpan(frame.count);
    // Dim everything but the winner, then outline it.
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, discRadius, (frame.highlight + 1) * span, frame.highlight * span + TAU);
    ctx.closePath();
    ctx.fillStyle = WHEEL_INK.dim;
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, discRadius - 3, frame.highlight * span, (frame.highlight + 1) * span);
    ctx.closePath();
    ctx.lineWidth = 5;
    ctx.lineJoin = 'round';
    ctx.strokeStyle = WHEEL_INK.highlight;
    ctx.stroke();
  }
  ctx.restore();
  ctx.drawImage(layers.rims[frame.lights] ?? layers.rims[2], 0, 0, size, size);
}
