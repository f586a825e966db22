import type { Queryable } from '../../db/database';
import type { Profile } from '../../../universal/contracts/profile';
import { knownCountry } from '../../../universal/validation/contact-rules';
import { PROFILE_DEFAULTS, type ProfileValues } from '../../../universal/validation/profile-schema';
import { addressBook } from './repository';

/**
 * The profile's address (spec §3, GET and PUT /api/user/profile) is the place of the account's default
 * saved address (docs/decisions/0075): reading the profile reads it, saving the profile writes it. An
 * empty book reads as the spec's empty address in Egypt.
 */
export async function profileAddress(db: Queryable, userId: string): Promise<Profile['address']> {
  const saved = await addressBook(db).getDefault(userId);
  if (!saved) return { ...PROFILE_DEFAULTS.address };
  const { street, city, state, zipCode, country } = saved;
  return { street, city, state, zipCode, country };
}

/**
 * Writes a saved profile's address to the default, inside the profile's transaction. A country checkout
 * knows is kept under checkout's name, however the profile spelled it ('مصر' is Egypt), so the address
 * can be picked at checkout as it is.
 */
export async function saveProfileAddress(
  tx: Queryable,
  userId: string,
  { address, name, phone }: Pick<ProfileValues, 'address' | 'name' | 'phone'>,
  now: Date,
): Promise<void> {
  const country = knownCountry(address.country) ?? address.country;
  await addressBook(tx).setDefaultPlace(userId, { ...address, country }, { name, phone, now });
}
