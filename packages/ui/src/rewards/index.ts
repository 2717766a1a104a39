export { VipLevelCard, type VipLevelCardProps } from './VipLevelCard';
export { VipConvertBox, convertPreview, convertError, type VipConvertBoxProps } from './VipConvertBox';
export { ReferralQr, QR_SIZE, type ReferralQrProps } from './ReferralQr';
export { ReferralShare, CopyGlyph, type ReferralShareProps } from './ReferralShare';
export { RewardBoard, type RewardBoardProps } from './RewardBoard';
export { ReferralTierTable, type ReferralTierTableProps } from './ReferralTierTable';
export { SHARE_CHANNELS, shareUrls, type ShareChannel } from './share';
export { levelName, formatVp, formatCash, formatRate, formatMonth, type NamedLevel } from './format';
