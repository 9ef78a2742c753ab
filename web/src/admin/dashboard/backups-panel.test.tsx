import { screen, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TakeBackupDocument, type BackupFieldsFragment } from '@crumb/shared/shared-operations';
import { AdminBackupsDocument, type AdminBackupsQuery } from '../graphql/generated';
import { server } from '../../testing/msw-server';
import { formatTakenAt } from './backup-formats';
import { renderAdminRoute } from '../testing/render-admin-route';

/** As the server answers it: the type's name lets Apollo's cache match the fragment. */
const backup = (createdAt: string, size: number): BackupFieldsFragment & { __typename: 'Backup' } => ({
  __typename: 'Backup',
  name: `crumb-${createdAt.replace(/[:.]/g, '-')}.tar.gz`,
  size,
  createdAt,
});

/** The server's folder, which Back up now adds to (newest first); answers how many were taken. */
function serveBackups(
  kept: BackupFieldsFragment[],
  automatic: AdminBackupsQuery['automaticBackups'] & { __typename?: 'AutomaticBackups' } = {
    __typename: 'AutomaticBackups',
    everyHours: 24,
    keep: 7,
    nextAt: null,
  },
  { refuse = false } = {},
) {
  const folder = [...kept];
  let taken = 0;
  server.use(
    graphql.query(AdminBackupsDocument, () =>
      HttpResponse.json({ data: { backups: folder, automaticBackups: automatic } }),
    ),
    graphql.mutation(TakeBackupDocument, () => {
      if (refuse)
        return HttpResponse.json({ errors: [{ message: 'No space left', extensions: { code: 'BAD_USER_INPUT' } }] });
      taken += 1;
      const made = backup('2026-11-28T09:30:00.000Z', 2_400_000);
      folder.unshift(made);
      return HttpResponse.json({ data: { takeBackup: made } });
    }),
  );
  return () => taken;
}

const panel = async () => within(await screen.findByRole('region', { name: 'Backups' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the backups on the dashboard', () => {
  it('says when the last backup was taken, how the shop backs itself up, and lists the archives kept', async () => {
    serveBackups([
      backup('2026-11-27T21:00:00.000Z', 3_456_789),
      backup('2026-11-26T21:00:30.000Z', 3_400_000),
      backup('2026-11-26T21:00:00.000Z', 71_883),
    ]);
    await renderAdminRoute('/admin');
    const backups = await panel();
    expect(
      await backups.findByText(`Last backup: ${formatTakenAt('2026-11-27T21:00:00.000Z', 'en')}`),
    ).toBeInTheDocument();
    expect(
      backups.getByText('A backup of the whole shop is taken every 24 h; the newest 7 are kept.'),
    ).toBeInTheDocument();
    expect(backups.getByText('3 backups kept')).toBeInTheDocument();
    const archives = backups.getAllByRole('listitem');
    expect(archives.map((item) => item.textContent)).toEqual([
      `${formatTakenAt('2026-11-27T21:00:00.000Z', 'en')} · 3.5 MBDownload`,
      `${formatTakenAt('2026-11-26T21:00:30.000Z', 'en')} · 3.4 MBDownload`,
      `${formatTakenAt('2026-11-26T21:00:00.000Z', 'en')} · 72 kBDownload`,
    ]);
    // Two taken within a minute read apart.
    expect(formatTakenAt('2026-11-26T21:00:30.000Z', 'en')).not.toBe(formatTakenAt('2026-11-26T21:00:00.000Z', 'en'));
  });

  it('takes a backup now and shows it as the last one', async () => {
    const taken = serveBackups([]);
    const { user } = await renderAdminRoute('/admin');
    const backups = await panel();
    expect(await backups.findByText('No backup taken yet')).toBeInTheDocument();

    await user.click(backups.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Backup taken: crumb-2026-11-28T09-30-00-000Z.tar.gz')).toBeInTheDocument();
    expect(taken()).toBe(1);
    expect(
      await backups.findByText(`Last backup: ${formatTakenAt('2026-11-28T09:30:00.000Z', 'en')}`),
    ).toBeInTheDocument();
    expect(backups.getByText('1 backup kept')).toBeInTheDocument();
  });

  it('says so when the server refuses to take one', async () => {
    serveBackups([], undefined, { refuse: true });
    const { user } = await renderAdminRoute('/admin');
    const backups = await panel();
    await backups.findByText('No backup taken yet');
    await user.click(backups.getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByText('Failed to take a backup: No space left')).toBeInTheDocument();
    expect(backups.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  });

  it("downloads an archive with the owner's token, under its name", async () => {
    const kept = backup('2026-11-27T21:00:00.000Z', 3_456_789);
    serveBackups([kept]);
    const requests: Request[] = [];
    server.use(
      http.get('*/api/backups/:name', ({ request }) => {
        requests.push(request);
        return new HttpResponse(new Uint8Array([0x1f, 0x8b]), { headers: { 'content-type': 'application/gzip' } });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:backup'), revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user } = await renderAdminRoute('/admin');
    const backups = await panel();
    await user.click(await backups.findByText('1 backup kept'));
    await user.click(
      backups.getByRole('button', {
        name: `Download the backup of ${formatTakenAt('2026-11-27T21:00:00.000Z', 'en')}`,
      }),
    );
    await expect.poll(() => clicks.length).toBe(1);
    expect(new URL(requests[0]!.url).pathname).toBe(`/api/backups/${kept.name}`);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer test-admin-token');
    expect(clicks[0]!.download).toBe(kept.name);
    expect(clicks[0]!.href).toBe('blob:backup');
  });

  it("says so when the archive is gone, in the server's words", async () => {
    const kept = backup('2026-11-27T21:00:00.000Z', 1_000);
    serveBackups([kept]);
    server.use(
      http.get('*/api/backups/:name', () => HttpResponse.json({ error: 'Backup not found' }, { status: 404 })),
    );
    const { user } = await renderAdminRoute('/admin');
    const backups = await panel();
    await user.click(await backups.findByText('1 backup kept'));
    await user.click(backups.getByRole('button', { name: /^Download the backup of / }));
    expect(await screen.findByText('Failed to download the backup: Backup not found')).toBeInTheDocument();
  });

  it('reads in Arabic, automatic backups off', async () => {
    serveBackups([], { everyHours: null, keep: 7, nextAt: null });
    await renderAdminRoute('/admin', { language: 'ar' });
    const backups = within(await screen.findByRole('region', { name: 'النسخ الاحتياطية' }));
    expect(await backups.findByText('لم تُؤخذ أي نسخة احتياطية بعد')).toBeInTheDocument();
    expect(backups.getByText('النسخ الاحتياطي التلقائي متوقف؛ وتُحفظ أحدث 7 نسخ.')).toBeInTheDocument();
    expect(backups.getByRole('button', { name: 'انسخ احتياطيًا الآن' })).toBeInTheDocument();
  });

  it('is not shown to staff', async () => {
    serveBackups([backup('2026-11-27T21:00:00.000Z', 1_000)]);
    await renderAdminRoute('/admin', { role: 'staff' });
    expect(await screen.findByRole('navigation', { name: 'Back office sections' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Backups' })).not.toBeInTheDocument();
  });
});
