// The properties tab as the api answers it, for the sheet pages' tests: the header row and a row
// builder (columns: id, owner, neighbourhood, street, address, size, minted, sync, tier).

export const PROPERTIES_HEADER = [
  'Property ID',
  'Owner ID',
  'Neighborhood',
  'Street',
  'Address',
  'Size (m²)',
  'Minted At',
  'Last Sync',
  'Tier',
];

export const propertyRow = (p: {
  id: string;
  hood: string;
  street?: string;
  address: string;
  size: string;
  tier: string;
}) => [p.id, 'owner', p.hood, p.street ?? 'Street', p.address, p.size, '2024-01-01', '2026-11-01', p.tier];
