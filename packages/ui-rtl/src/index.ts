// Public surface of @clorofil/ui-rtl. Fonts live in '@clorofil/ui-rtl/fonts' (side effect),
// test helpers in '@clorofil/ui-rtl/testing'. Validation and normalisation are @clorofil/rules'.
export { getSystem } from './system/system';
export { breakpoints, MOBILE_MAX_WIDTH, VIEWPORTS } from './system/breakpoints';
export type { ViewportName } from './system/breakpoints';
export { AppProviders } from './providers/app-providers';
export type { AppProvidersProps } from './providers/app-providers';
export { useIsMobile, ForcedMobileContext, setServerRenderedDevice } from './hooks/use-is-mobile';
export { usePrefersReducedMotion } from './hooks/use-reduced-motion';

export { notify, TOAST_DURATION, toastMessage } from './components/toast/notify';
export { BOTTOM_BAR_HEIGHT_VAR } from './components/toast/app-toaster';
export type { NotifyOptions } from './components/toast/notify';
export type { NotifyKind } from './components/toast/toast-card';
export { ToastCard } from './components/toast/toast-card';
export { MessageView } from './components/message-view/message-view';
export type { MessageViewIcon, MessageViewProps } from './components/message-view/message-view';
export { SkeletonCard, SkeletonList } from './components/skeleton-card/skeleton-card';
export type { SkeletonListProps } from './components/skeleton-card/skeleton-card';
export { SkeletonForm } from './components/skeleton-form/skeleton-form';
export type { SkeletonFormProps } from './components/skeleton-form/skeleton-form';
export { ResponsiveTable } from './components/responsive-table/responsive-table';
export type { Column, ColumnAlign, ResponsiveTableProps, TotalRow } from './components/responsive-table/types';
export { Pagination } from './components/pagination/pagination';
export type { PaginationProps } from './components/pagination/pagination';
export { usePagination, PAGE_SIZE } from './components/pagination/use-pagination';
export { useUrlPagination } from './components/pagination/use-url-pagination';
export type { UseUrlPaginationOptions } from './components/pagination/use-url-pagination';
export type { Pagination as PaginationState, UsePaginationOptions } from './components/pagination/use-pagination';
export { pageItems } from './components/pagination/page-items';
export type { PageItem } from './components/pagination/page-items';
export { SelectControl } from './components/select-control/select-control';
export type { SelectControlProps, SelectOption } from './components/select-control/select-control';
export { PageHeader } from './components/page-header/page-header';
export type { PageHeaderProps } from './components/page-header/page-header';
export { CopyText } from './components/copy-text/copy-text';
export type { CopyTextProps } from './components/copy-text/copy-text';
export { copyToClipboard } from './components/copy-text/copy-to-clipboard';
export { SafeHtml } from './components/safe-html/safe-html';
export type { SafeHtmlProps } from './components/safe-html/safe-html';
export { TextField } from './components/form-fields/text-field';
export type { TextFieldProps } from './components/form-fields/text-field';
export { NumericField } from './components/form-fields/numeric-field';
export type { NumericFieldProps } from './components/form-fields/numeric-field';
export { SelectField } from './components/form-fields/select-field';
export type { SelectFieldProps } from './components/form-fields/select-field';
export { FocusFirstError, invalidSummary } from './components/form-fields/focus-first-error';
export { FieldShell, useFieldAria } from './components/form-fields/field-shell';
export type { FieldShellProps } from './components/form-fields/field-shell';
export { Code, Num } from './components/num/num';
export type { CodeProps, NumProps } from './components/num/num';
export { LtrRuns } from './components/num/ltr-runs';
export { DirectionalIcon } from './components/icons/directional-icon';
export type { DirectionalIconProps } from './components/icons/directional-icon';
export { RewardImage } from './components/reward-image/reward-image';
export type { RewardImageProps } from './components/reward-image/reward-image';
export { ViewportFrame } from './components/viewport-frame/viewport-frame';
export type { ViewportFrameProps } from './components/viewport-frame/viewport-frame';
export { PreviewFrame, PreviewWidthToggle, previewWidths } from './components/viewport-frame/preview-frame';
export type { PreviewFrameProps, PreviewWidthToggleProps } from './components/viewport-frame/preview-frame';
export { PointsAmount, PointsStatus } from './components/points/points';
export type { PointsLine, PointsState, PointsStatusProps } from './components/points/points';
export { ExpiredBadge } from './components/expired-badge/expired-badge';
export { ReasonDialog } from './components/reason-dialog/reason-dialog';
export type { ReasonDialogProps } from './components/reason-dialog/reason-dialog';
export { DownloadButton } from './components/download-button/download-button';
export type { DownloadableFile, DownloadButtonProps } from './components/download-button/download-button';

// Formatting for display: Persian digits, money, Jalali dates.
export * from './format';
export { DataTable } from './components/data-table/data-table';
export { useDataTableView } from './components/data-table/use-data-table-view';
export type { DataTableViewOptions } from './components/data-table/use-data-table-view';
export type { TableView as DataTableViewState } from './components/data-table/table-address';
export type {
  DataTableColumn,
  DataTableProps,
  DataTableSelectFilter,
  DataTableValue,
} from './components/data-table/types';
export { JalaliDateField } from './components/jalali-date-field/jalali-date-field';
export type { JalaliDateFieldProps } from './components/jalali-date-field/jalali-date-field';
export { editorTexts, HTTPS_LINK, RichTextEditor, SAFE_LINK } from './components/rich-text-editor/rich-text-editor';
export type { RichTextEditorProps, RichTextVariant } from './components/rich-text-editor/rich-text-editor';
export { RichTextField } from './components/rich-text-editor/rich-text-field';
export type { RichTextFieldProps } from './components/rich-text-editor/rich-text-field';
export { StaffEditorFrame } from './components/staff-console/staff-editor-frame';
export type { StaffEditorFrameProps, StaffEditorQuery } from './components/staff-console/staff-editor-frame';
export { EditConflictAlert } from './components/staff-console/edit-conflict-alert';
export { useEditConflict } from './components/staff-console/edit-conflict-alert';
export type { EditConflict, EditConflictAlertProps } from './components/staff-console/edit-conflict-alert';
export { ReasonPanel } from './components/staff-console/reason-panel';
export type { ReasonPanelProps } from './components/staff-console/reason-panel';
export { ReasonField } from './components/staff-console/reason-field';
export { ConsoleSection } from './components/staff-console/console-section';
export type { ConsoleSectionProps } from './components/staff-console/console-section';
export type { ReasonFieldProps } from './components/staff-console/reason-field';
