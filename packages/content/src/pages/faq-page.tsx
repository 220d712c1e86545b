import { Box } from '@chakra-ui/react';
import { MessageView, SafeHtml } from '@clorofil/ui-rtl';
import { useFaq } from '../api/use-faq';
import { usePage } from '../api/use-page';
import { ArticleSkeleton, ContentError } from '../components/content-article/content-states';
import { ContentLayout } from '../components/content-article/content-layout';
import { isolateNumberRunsInHtml } from '../components/content-article/isolate-numbers';
import { FaqList } from '../components/faq/faq-list';
import { contentSlugs } from '../paths';

/**
 * /page/faq (SPEC §2): the FAQ page's own title and introduction from the content API, then the
 * questions. The questions are the page; a missing introduction never hides them.
 */
export function FaqPage() {
  const intro = usePage(contentSlugs.faq);
  const faq = useFaq();
  const title = intro.status === 'success' ? intro.data.title : 'پرسش‌های متداول';
  return (
    <ContentLayout title={title}>
      {intro.status === 'success' && (
        <Box marginBlockEnd="2">
          <SafeHtml html={isolateNumberRunsInHtml(intro.data.content)} />
        </Box>
      )}
      {faq.status === 'pending' && <ArticleSkeleton label="در حال بارگذاری پرسش‌ها…" />}
      {faq.status === 'error' && (
        <ContentError
          onRetry={() => void faq.refetch()}
          subMessage="دریافت پرسش‌های متداول ممکن نشد. لطفاً دوباره تلاش کنید."
        />
      )}
      {faq.status === 'success' &&
        (faq.data.length > 0 ? (
          <FaqList items={faq.data} />
        ) : (
          <MessageView
            icon="empty"
            message="هنوز پرسشی ثبت نشده است"
            subMessage="اگر پرسشی دارید، از صفحهٔ تماس با ما با ما در میان بگذارید."
          />
        ))}
    </ContentLayout>
  );
}
