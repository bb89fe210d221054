/**
 * Renders the committed home-page video `home-video.webm` (7 s, 960 × 540, VP9, no audio, loops
 * seamlessly) from the animated alpine scene. A tool for whoever changes the artwork; the shop
 * itself only reads the committed file. Needs `rsvg-convert` (librsvg2-bin) and `ffmpeg` on PATH:
 *
 *   node --import tsx tools/demo-assets/render-home-video.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME_VIDEO_BIKE } from './demo-assets';
import { SCENE_HEIGHT, SCENE_WIDTH, sceneSvg } from './illustrations';

const FPS = 25;
const SECONDS = 7;
const FRAMES = FPS * SECONDS;
const output = fileURLToPath(new URL('../../content/demo/files/media/home/home-video.webm', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'home-video-'));
try {
  for (let i = 0; i < FRAMES; i++) {
    const name = join(dir, `frame-${String(i).padStart(3, '0')}`);
    // phase runs from 0 up to (not including) 1, so the last frame leads smoothly into the first.
    writeFileSync(`${name}.svg`, sceneSvg({ bike: HOME_VIDEO_BIKE, phase: i / FRAMES }));
    execFileSync('rsvg-convert', [
      '-w',
      String(SCENE_WIDTH),
      '-h',
      String(SCENE_HEIGHT),
      '-o',
      `${name}.png`,
      `${name}.svg`,
    ]);
  }
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    join(dir, 'frame-%03d.png'),
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '38',
    '-pix_fmt',
    'yuv420p',
    '-row-mt',
    '1',
    '-g',
    String(FRAMES),
    '-an',
    output,
  ]);
  console.log(`${output}: ${statSync(output).size} bytes`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
