import type { Page } from '@playwright/test';
import { expect, signIn, test, users } from './fixtures';
import { withFakeCamera } from './chromium';

/** The camera screen (specification: Camera; section 9), with Chromium's fake camera. */
test.use(withFakeCamera);

const video = (page: Page) => page.getByLabel('Camerabeeld');

/** A real JPEG, drawn by the browser. */
const jpegFromPage = (page: Page) =>
  page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    canvas.getContext('2d')!.fillRect(0, 0, 32, 24);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg'));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });

test.describe('camera', () => {
  test('the live feed asks 640x360 to 1920x1080, ideal 1280x720; Foto takes a picture of its aspect ratio', async ({
    page,
    isMobile,
  }) => {
    await signIn(page, users.jan);
    await page.goto('/camera');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Camera' })).toBeVisible();
    const foto = page.getByRole('button', { name: 'Foto', exact: true });
    await expect(foto).toBeEnabled();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);

    const settings = await video(page).evaluate((v: HTMLVideoElement) => {
      const track = (v.srcObject as MediaStream).getVideoTracks()[0]!;
      return {
        constraints: track.getConstraints(),
        width: track.getSettings().width,
        height: track.getSettings().height,
      };
    });
    expect(settings.constraints).toMatchObject({
      width: { min: 640, ideal: 1280, max: 1920 },
      height: { min: 360, ideal: 720, max: 1080 },
    });
    expect(settings.width).toBeGreaterThanOrEqual(640);
    expect(settings.width).toBeLessThanOrEqual(1920);

    await foto.click();
    const photo = page.getByRole('img', { name: 'Foto 1' });
    await expect(photo).toBeVisible();
    await expect(page.getByRole('heading', { name: "Foto's (1)" })).toBeVisible();
    const size = await photo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(size.width).toBeGreaterThan(0);
    expect(size.width).toBeLessThanOrEqual(1280);
    // The phone (390x844) is held upright: 16 high for 9 wide; the desktop is landscape: 9 high for 16 wide.
    const expected = isMobile ? 16 / 9 : 9 / 16;
    expect(size.height / size.width).toBeCloseTo(expected, 1);

    // Leaving the screen stops the camera.
    await page.evaluate(() => Object.assign(window, { e2eStream: document.querySelector('video')!.srcObject }));
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Weekoverzicht' }).click();
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Weekoverzicht' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { e2eStream: MediaStream }).e2eStream
            .getTracks()
            .every((t) => t.readyState === 'ended'),
        ),
      )
      .toBe(true);
  });

  test('photos from the file input: JPEG, several at once, with camera capture', async ({ page }) => {
    await signIn(page, users.jan);
    await page.goto('/camera');
    const input = page.locator('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/jpeg');
    await expect(input).toHaveAttribute('multiple', '');
    await expect(input).toHaveAttribute('capture', 'environment');
    const jpeg = Buffer.from(await jpegFromPage(page));
    await page.getByLabel(/Foto's kiezen of maken/).setInputFiles([
      { name: 'a.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      { name: 'b.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    await expect(page.getByRole('heading', { name: "Foto's (2)" })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Foto \d$/ })).toHaveCount(2);
  });

  test('a browser without media devices says so, and photos can still be chosen', async ({ page }) => {
    await signIn(page, users.jan);
    // As on a plain-http address: no navigator.mediaDevices at all.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'mediaDevices', { get: () => undefined }),
    );
    await page.goto('/camera');
    await expect(page.getByRole('alert')).toContainText('Deze browser geeft geen toegang tot de camera');
    await expect(page.getByRole('button', { name: 'Foto', exact: true })).toBeDisabled();
    await expect(page.getByLabel(/Foto's kiezen of maken/)).toBeAttached();
  });

  test('a refused permission says how to allow the camera', async ({ page }) => {
    await signIn(page, users.jan);
    // What the browser answers when the user taps "Block" on its question.
    await page.addInitScript(() => {
      MediaDevices.prototype.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.goto('/camera');
    await expect(page.getByRole('alert')).toContainText('Bouwwerk heeft geen toestemming voor de camera.');
    await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });
});
