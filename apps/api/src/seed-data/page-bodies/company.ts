// Copy of the about-us, contact-us and FAQ pages. The FAQ questions themselves come from
// faq.ts; the page body is only the introduction above them.
import { contactInfo, publisher, telHref, toPersianDigits } from '../publisher.js';

export const aboutUsHtml = [
  `<p><strong>${publisher.name}</strong> بیش از بیست سال است که کتاب‌های آموزشی و کمک‌آموزشی برای دانش‌آموزان دبستان تا کنکور منتشر می‌کند. باور ما این است که کتاب خوب، یادگیری را شیرین‌تر و مسیر درس خواندن را کوتاه‌تر می‌کند.</p>`,
  '<h2>آنچه انجام می‌دهیم</h2>',
  '<ul>',
  '<li>انتشار کتاب‌های درسنامه، کار و تمرین و آزمون برای همه‌ی پایه‌ها؛</li>',
  '<li>کتاب‌های داستانی و ادبیات نوجوان برای پرورش عادت کتاب‌خوانی؛</li>',
  '<li>نسخه‌های الکترونیکی و صوتی کتاب‌ها در اپلیکیشن کتاب‌خوان؛</li>',
  '<li>همکاری با معلمان در تألیف، داوری و معرفی کتاب‌ها به دانش‌آموزان.</li>',
  '</ul>',
  '<h2>چرا باشگاه مشتریان؟</h2>',
  `<p>${publisher.clubName} را ساختیم تا از خانواده‌ی بزرگ خوانندگانمان قدردانی کنیم. هر خرید و هر نظری که با ما در میان می‌گذارید، برایتان کلروفیل به همراه دارد و معلمان همراه ما از فروش کتاب با کدهای اختصاصی خود کمیسیون دریافت می‌کنند.</p>`,
  `<p>برای دیدن تازه‌ترین کتاب‌ها به <a href="${publisher.shopUrl}">فروشگاه اینترنتی</a> ما سر بزنید.</p>`,
].join('');

export const contactUsHtml = [
  '<p>برای پرسش درباره‌ی باشگاه مشتریان، سفارش‌ها یا همکاری با ما، از یکی از راه‌های زیر با ما در تماس باشید. کارشناسان ما شنبه تا چهارشنبه از ساعت ۹ تا ۱۷ پاسخ‌گوی شما هستند.</p>',
  '<ul>',
  `<li><strong>نشانی:</strong> ${contactInfo.address}</li>`,
  `<li><strong>صندوق پستی:</strong> ${toPersianDigits(contactInfo.postalBox)}</li>`,
  `<li><strong>تلفن:</strong> <a href="${telHref(contactInfo.phone)}">${toPersianDigits(contactInfo.phone)}</a></li>`,
  `<li><strong>ایمیل:</strong> <a href="mailto:${contactInfo.email}">${contactInfo.email}</a></li>`,
  '</ul>',
  '<p>برای پیگیری سریع‌تر، لطفاً شماره‌ی همراهی را که با آن عضو باشگاه شده‌اید و در صورت نیاز شماره‌ی سفارش را در پیام خود بنویسید.</p>',
].join('');

export const faqIntroHtml =
  '<p>پاسخ پرسش‌هایی را که بیشتر از ما می‌پرسید، این‌جا جمع کرده‌ایم. اگر پاسخ پرسش خود را پیدا نکردید، از صفحه‌ی تماس با ما با ما در ارتباط باشید.</p>';
