import { PasswordSection } from './PasswordSection';
import { PictureSection } from './PictureSection';
import { VolumeSection } from './VolumeSection';

/** What the settings drawer shows: loaded the first time it opens, not with the workspace. */
export default function DrawerSections() {
  return (
    <>
      <PictureSection />
      <PasswordSection />
      <VolumeSection />
    </>
  );
}
