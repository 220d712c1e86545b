import { paths } from '@clorofil/app-kit';
import { SafeHtml } from '@clorofil/ui-rtl';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { usePage } from '../api/use-page';
import { ArticleSkeleton, ContentError } from '../components/content-article/content-states';
import { ContentLayout } from '../components/content-article/content-layout';
import { isolateNumberRunsInHtml } from '../components/content-article/isolate-numbers';
import { isUnknownPage } from '../components/content-article/is-unknown-page';
import { linkPhoneNumbersInHtml } from '../components/content-article/phone-links';
import { contentSlugs } from '../paths';

export type ContentPageProps = {
  /** A fixed page (contact us, the two header pages); otherwise the `:slug` of the address. */
  slug?: string;
  /** Shown under the page's body once it has loaded. */
  children?: ReactNode;
};

/** A public content page (SPEC §2): title, sanitised body, loading, error and not-found. */
export function ContentPage({ slug: fixedSlug, children }: ContentPageProps) {
  const params = useParams();
  const slug = fixedSlug ?? params.slug ?? '';
  const page = usePage(slug);

  if (page.status === 'error' && isUnknownPage(page.error)) return <Navigate to={paths.notFound} replace />;
  if (page.status === 'error') {
    return (
      <ContentLayout>
        <ContentError onRetry={() => void page.refetch()} />
      </ContentLayout>
    );
  }
  if (page.status === 'pending') {
    return (
      <ContentLayout>
        <ArticleSkeleton />
      </ContentLayout>
    );
  }
  return (
    <ContentArticle title={page.data.title} content={page.data.content}>
      {children}
    </ContentArticle>
  );
}

export type ContentArticleProps = {
  title: string;
  /** The page's HTML as the API stored it (sanitised on write). */
  content: string;
  /** The console's preview draws the page without renaming the browser tab. */
  documentTitle?: boolean;
  children?: ReactNode;
};

/** A loaded page as members read it: the public page and the console's preview both draw this. */
export function ContentArticle({ title, content, documentTitle, children }: ContentArticleProps) {
  // Phone numbers become links to call first, so the isolation below lands inside each link.
  const html = useMemo(() => isolateNumberRunsInHtml(linkPhoneNumbersInHtml(content)), [content]);
  return (
    <ContentLayout title={title} {...(documentTitle === undefined ? {} : { documentTitle })}>
      <SafeHtml html={html} fallback="محتوایی برای این صفحه ثبت نشده است." />
      {children}
    </ContentLayout>
  );
}

/** SPEC §2's «باشگاه مشتریان چیست؟», at its own top-level address. */
export function WhatIsClubPage() {
  return <ContentPage slug={contentSlugs.whatIsClub} />;
}

/** SPEC §2's «چگونه پروفایل خود را تغییر دهم؟», at its own top-level address. */
export function ProfileHelpPage() {
  return <ContentPage slug={contentSlugs.profileHelp} />;
}
