import { missionMessages } from '@clorofil/api-client/contract';
import { errorResponse } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scoresPaths } from '../../paths';
import { MissionPage, NewMissionPage } from './mission-page';

setupAppTests();

type Handlers = NonNullable<Parameters<typeof renderWithApp>[1]>['handlers'];
const open = (id: number, handlers: Handlers = []) =>
  renderWithApp(<MissionPage />, {
    route: scoresPaths.mission(id),
    path: scoresPaths.missionPattern,
    persona: 'reviewer',
    handlers,
  });

describe('one mission in the console', () => {
  it('shows members on the way and done, and locks goal, reward and start of an open mission', async () => {
    open(1);
    const summary = await screen.findByTestId('mission-summary');
    expect(within(summary).getByTestId('on-the-way')).toHaveTextContent('۱۴');
    expect(within(summary).getByTestId('done')).toHaveTextContent('۳');
    expect(screen.getByRole('textbox', { name: /^عنوان/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^هدف/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^جایزه/ })).toBeDisabled();
    // 2026-11-18T20:30Z is the start of 28 Aban 1405 in Tehran.
    const start = screen.getByRole('group', { name: /آغاز/ });
    expect(within(start).getByRole('textbox', { name: /تاریخ/ })).toHaveValue('۱۴۰۵/۰۸/۲۸');
    expect(within(start).getByRole('textbox', { name: /تاریخ/ })).toBeDisabled();
    const end = screen.getByRole('group', { name: /پایان \(/ });
    expect(within(end).getByRole('textbox', { name: /تاریخ/ })).toBeEnabled();
  });

  it('lets everything change before the window opens', async () => {
    open(5);
    await screen.findByTestId('mission-summary');
    expect(screen.getByRole('textbox', { name: /^هدف/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^جایزه/ })).toBeEnabled();
  });

  it('shows someone else’s change as a Persian refusal with a reload, keeping what was typed', async () => {
    const { user } = open(1, [errorResponse('updateMission', 409, { Message: missionMessages.stale })]);
    const title = await screen.findByRole('textbox', { name: /^عنوان/ });
    await user.clear(title);
    await user.type(title, 'عنوان تازه');
    await user.click(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    expect(await screen.findByText(missionMessages.stale)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
    expect(title).toHaveValue('عنوان تازه');
  });

  it('asks for the reason before ending a mission early, then ends it', async () => {
    const { user } = open(1);
    const end = await screen.findByRole('button', { name: 'پایان دادن به مأموریت' });
    await user.click(end);
    expect(await screen.findByRole('alert')).toHaveTextContent(missionMessages.reasonRequired);
    await user.type(screen.getByRole('textbox', { name: /دلیل پایان زودهنگام/ }), 'تمام شدن موجودی');
    await user.click(end);
    expect(await screen.findByTestId('end-note')).toHaveTextContent('دلیل: تمام شدن موجودی');
    expect(screen.queryByRole('button', { name: 'ذخیرهٔ تغییرات' })).toBeNull();
  });

  it('shows an ended mission with who ended it and why, and no form', async () => {
    open(4);
    expect(await screen.findByTestId('end-note')).toHaveTextContent('سامانهٔ نظرسنجی فروشگاه از کار افتاد');
    expect(screen.queryByRole('form', { name: 'اطلاعات مأموریت' })).toBeNull();
  });

  it('says when the mission does not exist', async () => {
    open(77, [errorResponse('getStaffMission', 404)]);
    expect(await screen.findByText('این مأموریت پیدا نشد')).toBeInTheDocument();
  });
});

describe('a new mission', () => {
  it('names what is missing in Persian before sending anything', async () => {
    const { user } = renderWithApp(<NewMissionPage />, { route: scoresPaths.newMission, persona: 'reviewer' });
    await user.click(await screen.findByRole('button', { name: 'ساخت مأموریت' }));
    expect(await screen.findByText('نوع هدف را انتخاب کنید')).toBeInTheDocument();
    expect(screen.getAllByText('پر کردن این فیلد الزامی است').length).toBeGreaterThanOrEqual(3);
  });

  it('refuses an end before the start and a goal above the limit', async () => {
    const { user } = renderWithApp(<NewMissionPage />, { route: scoresPaths.newMission, persona: 'reviewer' });
    await user.type(await screen.findByRole('textbox', { name: /^عنوان/ }), 'چالش');
    await user.type(screen.getByRole('textbox', { name: /^هدف/ }), '5000');
    const start = screen.getByRole('group', { name: /آغاز/ });
    const end = screen.getByRole('group', { name: /پایان \(/ });
    await user.type(within(start).getByRole('textbox', { name: /تاریخ/ }), '۱۴۰۵/۱۰/۱۰');
    await user.type(within(end).getByRole('textbox', { name: /تاریخ/ }), '۱۴۰۵/۱۰/۰۱');
    await user.click(screen.getByRole('button', { name: 'ساخت مأموریت' }));
    expect(await screen.findByText(missionMessages.windowOrder)).toBeInTheDocument();
    expect(screen.getByText('بیشترین مقدار ۱٬۰۰۰ است')).toBeInTheDocument();
  });

  it('creates the mission and opens it', async () => {
    const { user, router } = renderWithApp(<NewMissionPage />, {
      route: scoresPaths.newMission,
      path: scoresPaths.newMission,
      persona: 'reviewer',
    });
    await user.type(await screen.findByRole('textbox', { name: /^عنوان/ }), 'سه کتاب در دی');
    await user.selectOptions(screen.getByRole('combobox', { name: /نوع هدف/ }), 'items');
    await user.type(screen.getByRole('textbox', { name: /^هدف/ }), '3');
    await user.type(screen.getByRole('textbox', { name: /^جایزه/ }), '60');
    const start = screen.getByRole('group', { name: /آغاز/ });
    const end = screen.getByRole('group', { name: /پایان \(/ });
    await user.type(within(start).getByRole('textbox', { name: /تاریخ/ }), '۱۴۰۵/۱۰/۰۱');
    await user.type(within(end).getByRole('textbox', { name: /تاریخ/ }), '۱۴۰۵/۱۰/۳۰');
    await user.click(screen.getByRole('button', { name: 'ساخت مأموریت' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(scoresPaths.mission(9)));
  });
});
