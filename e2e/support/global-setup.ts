import { buildMediaFixtures } from './media-fixtures';

export default function globalSetup() {
  buildMediaFixtures();
}
