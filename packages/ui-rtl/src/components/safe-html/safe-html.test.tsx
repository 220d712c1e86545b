import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders the server-sanitised HTML as it came, links opening in a new tab', () => {
    renderWithProviders(
      <SafeHtml
        html={
          '<h3>توضیحات</h3><p>متن <a href="https://example.com/page/faq" target="_blank" rel="noopener noreferrer nofollow">پیوند</a></p>'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'توضیحات' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'پیوند' });
    expect(link).toHaveAttribute('href', 'https://example.com/page/faq');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('numbers ordered lists in Persian and keeps bullets for the others', () => {
    const { container } = renderWithProviders(
      <SafeHtml html="<ol><li>یک</li><li>دو</li></ol><ul><li>نکته</li></ul>" />,
    );
    expect(getComputedStyle(container.querySelector('ol')!).listStyleType).toBe('persian');
    expect(getComputedStyle(container.querySelector('ul')!).listStyleType).toBe('disc');
  });

  it('draws a toast’s HTML inline, in a span, its bold heavier than the toast’s medium text', () => {
    const { container } = renderWithProviders(
      <p>
        <SafeHtml html="<strong>فروش ویژه</strong> تا جمعه" inline />
      </p>,
    );
    const root = container.querySelector('p > .safe-html')!;
    expect(root.tagName).toBe('SPAN');
    expect(getComputedStyle(root.querySelector('strong')!).fontWeight).toBe('800');
  });

  it('shows the fallback when there is nothing to show', () => {
    renderWithProviders(<SafeHtml html={'  \n'} fallback="توضیحی ثبت نشده است" />);
    expect(screen.getByText('توضیحی ثبت نشده است')).toBeInTheDocument();
  });

  it('renders nothing without HTML or fallback', () => {
    const { container } = renderWithProviders(<SafeHtml html={null} />);
    expect(container.querySelector('.safe-html')).toBeNull();
  });
});
