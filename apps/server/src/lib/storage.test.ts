import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './storage.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const roots: string[] = [];

function tempRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'moim-storage-'));
  roots.push(root);
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('createLocalStorage', () => {
  it('saves and removes a file', async () => {
    const root = tempRoot();
    const storage = createLocalStorage(path.join(root, 'uploads'));
    const data = Buffer.from('some image bytes');

    const { key, url } = await storage.save('profiles', data, 'webp');
    expect(key).toMatch(new RegExp(`^profiles/${UUID}\\.webp$`));
    expect(url).toBe(`/uploads/${key}`);
    expect(storage.root).toBe(path.join(root, 'uploads'));
    expect(fs.readFileSync(path.join(root, 'uploads', key))).toEqual(data);

    await storage.remove(key);
    expect(fs.existsSync(path.join(root, 'uploads', key))).toBe(false);
  });

  it('creates each folder as needed and uses the public prefix', async () => {
    const storage = createLocalStorage(tempRoot(), '/files/');
    for (const folder of ['profiles', 'events', 'reviews', 'contact'] as const) {
      const { key, url } = await storage.save(folder, Buffer.from(folder), 'webp');
      expect(key.startsWith(`${folder}/`)).toBe(true);
      expect(url).toBe(`/files/${key}`);
      expect(fs.readFileSync(path.join(storage.root, key), 'utf8')).toBe(folder);
    }
  });

  it('gives every file a new key', async () => {
    const storage = createLocalStorage(tempRoot());
    const keys = new Set<string>();
    for (let i = 0; i < 20; i++) {
      keys.add((await storage.save('events', Buffer.from([i]), 'webp')).key);
    }
    expect(keys.size).toBe(20);
  });

  it('ignores removing a missing file', async () => {
    const storage = createLocalStorage(tempRoot());
    await expect(storage.remove('reviews/123e4567-e89b-42d3-a456-426614174000.webp')).resolves.toBeUndefined();
  });

  it.each([
    'profiles/../../etc/passwd',
    '../profiles/123e4567-e89b-42d3-a456-426614174000.webp',
    'profiles/123e4567-e89b-42d3-a456-426614174000.webp/../../../etc/passwd',
    '/etc/passwd',
    'profiles/../123e4567-e89b-42d3-a456-426614174000.webp',
    'profiles\\..\\123e4567-e89b-42d3-a456-426614174000.webp',
    'secrets/123e4567-e89b-42d3-a456-426614174000.webp',
    'profiles/123e4567-e89b-42d3-a456-426614174000',
    'profiles/123e4567-e89b-42d3-a456-426614174000.',
    'profiles/123e4567-e89b-42d3-a456-426614174000.we/bp',
    'profiles/not-a-uuid.webp',
    'profiles/123e4567-e89b-42d3-a456-426614174000.webp\0',
    ' profiles/123e4567-e89b-42d3-a456-426614174000.webp',
    'profiles/123e4567-e89b-42d3-a456-426614174000.webp\n',
    '',
  ])('rejects the key %j', async (key) => {
    const storage = createLocalStorage(tempRoot());
    await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('rejects a bad extension or folder when saving', async () => {
    const storage = createLocalStorage(tempRoot());
    await expect(storage.save('profiles', Buffer.from('x'), '../x')).rejects.toThrow(/Invalid file extension/);
    await expect(storage.save('profiles', Buffer.from('x'), '')).rejects.toThrow(/Invalid file extension/);
    // @ts-expect-error: not a folder of the storage
    await expect(storage.save('../etc', Buffer.from('x'), 'webp')).rejects.toThrow(/Invalid storage folder/);
  });

  it('accepts an extension given with a dot', async () => {
    const storage = createLocalStorage(tempRoot());
    const { key } = await storage.save('contact', Buffer.from('x'), '.WEBP');
    expect(key).toMatch(new RegExp(`^contact/${UUID}\\.webp$`));
  });
});
