import sharp from 'sharp';
import { anonClient, serviceClient, stack } from './support/clients';
import { directUser } from './support/direct-users';

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 160 } } })
    .toFormat(format)
    .toBuffer();

const asBlob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe('avatars bucket', () => {
  it('stores the owner’s picture under their folder, shrunk, at a public URL', async () => {
    const { client, user } = await directUser('avatar-owner');
    const path = `${user.id}/avatar.png`;
    const upload = await client.storage
      .from('avatars')
      .upload(path, asBlob(await picture(1600, 900), 'image/png'), { upsert: true });
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({ path, fullPath: `avatars/${path}` });

    const { publicUrl } = client.storage.from('avatars').getPublicUrl(path).data;
    expect(publicUrl).toBe(`${stack.url}/storage/v1/object/public/avatars/${path}`);
    const served = await fetch(publicUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 288]);

    // Replacing with upsert works for the owner; a small picture is not enlarged.
    const replaced = await client.storage
      .from('avatars')
      .upload(path, asBlob(await picture(200, 100, 'jpeg'), 'image/jpeg'), { upsert: true });
    expect(replaced.error).toBeNull();
    const again = await fetch(`${publicUrl}?v=2`);
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await again.arrayBuffer())).metadata()).width).toBe(200);

    const listed = await client.storage.from('avatars').list(user.id);
    expect(listed.data?.map((entry) => entry.name)).toEqual(['avatar.png']);
    const removed = await client.storage.from('avatars').remove([path]);
    expect(removed.data?.map((entry) => entry.name)).toEqual([path]);
    expect((await fetch(publicUrl)).status).toBe(404);
  });

  it('lets nobody else write, replace or delete inside a user’s folder', async () => {
    const owner = await directUser('avatar-victim');
    const other = await directUser('avatar-intruder');
    const path = `${owner.user.id}/avatar.png`;
    const png = await picture(64, 64);
    expect(
      (await owner.client.storage.from('avatars').upload(path, asBlob(png, 'image/png'))).error,
    ).toBeNull();

    const intruding = await other.client.storage
      .from('avatars')
      .upload(path, asBlob(png, 'image/png'), { upsert: true });
    expect(intruding.error?.message).toBe('new row violates row-level security policy');
    const beside = await other.client.storage
      .from('avatars')
      .upload(`${owner.user.id}/other.png`, asBlob(png, 'image/png'));
    expect(beside.error?.message).toBe('new row violates row-level security policy');
    const updating = await other.client.storage
      .from('avatars')
      .update(path, asBlob(png, 'image/png'));
    expect(updating.error).not.toBeNull();
    const deleting = await other.client.storage.from('avatars').remove([path]);
    expect(deleting.data).toEqual([]);
    const anonymous = await anonClient()
      .storage.from('avatars')
      .upload(`${owner.user.id}/x.png`, asBlob(png, 'image/png'));
    expect(anonymous.error?.message).toBe('new row violates row-level security policy');
    // Without upsert an existing file is not overwritten, even by its owner.
    const duplicate = await owner.client.storage
      .from('avatars')
      .upload(path, asBlob(png, 'image/png'));
    expect(duplicate.error?.message).toBe('The resource already exists');

    expect(
      (await fetch(owner.client.storage.from('avatars').getPublicUrl(path).data.publicUrl)).status,
    ).toBe(200);
    // The server itself (service role) may tidy up anyone's files.
    const cleaned = await serviceClient().storage.from('avatars').remove([path]);
    expect(cleaned.data).toHaveLength(1);
  });

  it('accepts images only, at most 2 MB, whatever the declared type says', async () => {
    const { client, user } = await directUser('avatar-types');
    const text = await client.storage
      .from('avatars')
      .upload(`${user.id}/notes.txt`, asBlob(Buffer.from('not a picture'), 'text/plain'));
    expect(text.error?.message).toBe('Only image files are allowed');
    const disguised = await client.storage
      .from('avatars')
      .upload(
        `${user.id}/fake.png`,
        asBlob(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png'),
      );
    expect(disguised.error?.message).toBe('Only image files are allowed');
    const svg = await client.storage
      .from('avatars')
      .upload(
        `${user.id}/vector.svg`,
        asBlob(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      );
    expect(svg.error?.message).toBe('Only image files are allowed');
    const big = Buffer.concat([await picture(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await client.storage
      .from('avatars')
      .upload(`${user.id}/big.png`, asBlob(big, 'image/png'));
    expect(tooBig.error?.message).toBe('The object exceeded the maximum allowed size of 2 MB');
    const badKey = await client.storage
      .from('avatars')
      .upload(`${user.id}/../escape.png`, asBlob(await picture(8, 8), 'image/png'));
    expect(badKey.error).not.toBeNull();
    const missing = await client.storage
      .from('no-such-bucket')
      .upload(`${user.id}/a.png`, asBlob(await picture(8, 8), 'image/png'));
    expect(missing.error?.message).toBe('Bucket not found');
  });
});
