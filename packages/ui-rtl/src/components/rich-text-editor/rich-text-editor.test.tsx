import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { layOutForRichText, renderWithProviders } from '../../testing';
import { editorTexts, HTTPS_LINK, RichTextEditor, SAFE_LINK, type RichTextVariant } from './rich-text-editor';

beforeAll(layOutForRichText);

function Harness({ initial, seen, variant }: { initial: string; seen: string[]; variant?: RichTextVariant }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="متن صفحه"
      variant={variant}
      value={value}
      onChange={(html) => {
        seen.push(html);
        setValue(html);
      }}
    />
  );
}

describe('the rich-text editor', () => {
  it('turns the paragraph under the caret into a list and a heading, writing only allowed tags', async () => {
    const seen: string[] = [];
    const { user } = renderWithProviders(<Harness initial="<p>سلام</p>" seen={seen} />);
    const toolbar = await screen.findByRole('toolbar', { name: editorTexts.toolbar });
    await user.click(within(toolbar).getByRole('button', { name: editorTexts.bullet }));
    await waitFor(() => expect(seen.at(-1)).toBe('<ul><li><p>سلام</p></li></ul>'));
    expect(within(toolbar).getByRole('button', { name: editorTexts.bullet })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(toolbar).getByRole('button', { name: editorTexts.bullet }));
    await user.click(within(toolbar).getByRole('button', { name: editorTexts.h2 }));
    await waitFor(() => expect(seen.at(-1)).toBe('<h2>سلام</h2>'));
    await user.click(within(toolbar).getByRole('button', { name: editorTexts.undo }));
    await waitFor(() => expect(seen.at(-1)).toBe('<p>سلام</p>'));
  });

  it('refuses a link the sanitiser would drop, in Persian', async () => {
    const { user } = renderWithProviders(<Harness initial="<p>سلام</p>" seen={[]} />);
    await user.click(await screen.findByRole('button', { name: editorTexts.link }));
    const address = screen.getByRole('textbox', { name: editorTexts.linkAddress });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: editorTexts.linkApply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(editorTexts.linkInvalid);
    await user.clear(address);
    await user.type(address, 'https://clorofil.ir');
    await user.click(screen.getByRole('button', { name: editorTexts.linkApply }));
    // Nothing is selected: there is no text to carry the link.
    expect(await screen.findByRole('alert')).toHaveTextContent(editorTexts.linkNeedsText);
  });

  it('accepts https and mailto links only', () => {
    expect(SAFE_LINK.test('https://clorofil.ir/page/faq')).toBe(true);
    expect(SAFE_LINK.test('mailto:club@example.com')).toBe(true);
    for (const bad of ['http://clorofil.ir', 'javascript:alert(1)', '/page/faq', 'https://a b'])
      expect(SAFE_LINK.test(bad)).toBe(false);
  });

  it('offers a notification bold and links only, and keeps nothing else it is given', async () => {
    const seen: string[] = [];
    renderWithProviders(
      <Harness
        variant="short"
        initial="<h2>عنوان</h2><ul><li>فهرست</li></ul><p><em>کج</em> و <strong>پررنگ</strong></p>"
        seen={seen}
      />,
    );
    const toolbar = await screen.findByRole('toolbar', { name: editorTexts.toolbar });
    const offered = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(offered).toEqual([
      editorTexts.bold,
      editorTexts.link,
      editorTexts.unlink,
      editorTexts.undo,
      editorTexts.redo,
    ]);
    // The heading, list and italics became plain paragraphs of the same text.
    const area = screen.getByRole('textbox', { name: 'متن صفحه' });
    expect(area.querySelector('h2, ul, li, em')).toBeNull();
    expect(area).toHaveTextContent('عنوانفهرستکج و پررنگ');
    expect(area.querySelector('strong')).toHaveTextContent('پررنگ');
  });

  it('refuses a mailto link in a notification, in Persian', async () => {
    const { user } = renderWithProviders(<Harness variant="short" initial="<p>سلام</p>" seen={[]} />);
    await user.click(await screen.findByRole('button', { name: editorTexts.link }));
    expect(screen.getByText(editorTexts.shortLinkHint)).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: editorTexts.linkAddress });
    await user.clear(address);
    await user.type(address, 'mailto:club@example.com');
    await user.click(screen.getByRole('button', { name: editorTexts.linkApply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(editorTexts.shortLinkInvalid);
    expect(HTTPS_LINK.test('https://clorofil.ir/rewards')).toBe(true);
    expect(HTTPS_LINK.test('mailto:club@example.com')).toBe(false);
  });
});
