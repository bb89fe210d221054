import type { UserProfile } from '@beast/domain/accounts/accounts-api.schema';
import { dateOfBirthFromIso, dateOfBirthToIso } from '@beast/domain/validation/date-of-birth.schema';
import type { DeliveryAddress, Profile } from '@beast/domain/validation/profile.schema';
import { DomainError } from '../../errors/domain-error';
import type { FileStorage } from '../../files/file-storage';
import type { Clock } from '../../lib/clock';
import { reencodeProfileImage } from './profile-image';
import type { ProfileChanges, ProfileRow, UsersRepository } from './users.repository';

export type ProfileUpdate =
  | (Profile & { section: 'personalInfo' })
  | (DeliveryAddress & { section: 'deliveryAddress' });

/** spec §4 Profile: the account's own data, read and saved one form at a time, and the photo. */
export function createUsersService(repository: UsersRepository, files: FileStorage, clock: Clock) {
  return {
    async getProfile(userId: number): Promise<UserProfile> {
      const row = await repository.findById(userId);
      // A valid token of a deleted account: signed out, like any other invalid session.
      if (!row) throw new DomainError('UNAUTHORIZED');
      return toProfile(row);
    },

    async updateProfile(userId: number, update: ProfileUpdate): Promise<UserProfile> {
      const row = await repository.update(userId, changesOf(update), clock());
      if (!row) throw new DomainError('UNAUTHORIZED');
      return toProfile(row);
    },

    /** Stores the re-encoded photo under avatars/<userId>/ and deletes the previous one. */
    async replaceProfileImage(userId: number, upload: Uint8Array): Promise<{ profileImage: string }> {
      const previous = await repository.findById(userId);
      if (!previous) throw new DomainError('UNAUTHORIZED');
      const image = await reencodeProfileImage(upload);
      const path = `avatars/${userId}/${crypto.randomUUID()}.${image.extension}`;
      await files.put(path, image.bytes);
      if (!(await repository.setProfileImagePath(userId, path, clock()))) {
        await files.remove(path);
        throw new DomainError('UNAUTHORIZED');
      }
      if (previous.profileImagePath) await files.remove(previous.profileImagePath);
      return { profileImage: fileUrl(path) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

function changesOf(update: ProfileUpdate): ProfileChanges {
  if (update.section === 'deliveryAddress') {
    const { country, zipCode, city, address } = update;
    return { country, zipCode, city, address };
  }
  return {
    firstName: update.firstName,
    lastName: update.lastName,
    gender: update.gender,
    dateOfBirth: update.dateOfBirthday ? (dateOfBirthToIso(update.dateOfBirthday) ?? null) : null,
    nationality: update.nationality || null,
    // spec §5: the phone is optional here; without a number the dial code means nothing.
    countryCode: update.phoneNumber ? update.countryCode || null : null,
    phoneNumber: update.phoneNumber || null,
  };
}

/** spec §3 Profile user; absent values are null (the storefront shows them as empty, spec §5). */
export function toProfile(row: ProfileRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    dateOfBirthday: row.dateOfBirth ? dateOfBirthFromIso(row.dateOfBirth) : null,
    nationality: row.nationality,
    country: row.country,
    zipCode: row.zipCode,
    city: row.city,
    address: row.address,
    countryCode: row.countryCode,
    phoneNumber: row.phoneNumber,
    profileImage: row.profileImagePath ? fileUrl(row.profileImagePath) : null,
    language: row.language,
  };
}

function fileUrl(path: string): string {
  return `/files/${path}`;
}
