/**
 * The console's dense building blocks: page header, panels, tables, badges and compact form controls, one file each,
 * documented in Storybook under "Console/". Same palette as the player apps (theme from @khela/ui), tighter metrics
 * for a staff screen at 1280 px+.
 */
export { Page, PageHeader, PageTitle, PageSubtitle } from './Page';
export { Toolbar } from './Toolbar';
export { Panel, PanelHead, PanelBody } from './Panel';
export { Grid } from './Grid';
export { FormGrid } from './FormGrid';
export { DangerNote, Muted, Mono, Num, Small, Trunc } from './Text';
export { Badge, type Tone } from './Badge';
export { TableWrap, Table, ClickRow, EmptyRow } from './Table';
export { Btn } from './Btn';
export { FilterTabs } from './FilterTabs';
export { Field, FieldBox, Label, ErrorLine, HintLine } from './Field';
export { Input } from './Input';
export { Select } from './Select';
export { Textarea } from './Textarea';
export { Switch } from './Switch';
export { CheckLabel } from './CheckLabel';
export { Thumb } from './Thumb';
