import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads, renderWithProviders } from '../../testing';
import { DownloadButton } from './download-button';

describe('DownloadButton', () => {
  it('saves the fetched file under the name the API gave', async () => {
    const downloads = captureDownloads();
    const blob = new Blob(['\uFEFFماه\r\n'], { type: 'text/csv' });
    const { user } = renderWithProviders(
      <DownloadButton download={async () => ({ blob, fileName: 'liability-1405-09-13.csv' })}>
        دریافت CSV
      </DownloadButton>,
    );
    await user.click(screen.getByRole('button', { name: 'دریافت CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('فایل آماده شد.');
    expect(downloads.blobs).toEqual([blob]);
    expect(downloads.names).toEqual(['liability-1405-09-13.csv']);
  });

  it("tells the API's Persian refusal, or asks to try again", async () => {
    const { user } = renderWithProviders(
      <DownloadButton download={() => Promise.reject(new Error('تاریخ گزارش نمی‌تواند بعد از امروز باشد.'))}>
        دریافت CSV
      </DownloadButton>,
    );
    await user.click(screen.getByRole('button', { name: 'دریافت CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تاریخ گزارش نمی‌تواند بعد از امروز باشد.');
  });
});
