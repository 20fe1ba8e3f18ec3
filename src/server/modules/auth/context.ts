import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { EmailService } from '../../email/send-email';

/** What the account use cases need: the database, email and the public address for links. */
export interface AuthContext {
  db: Database;
  email: EmailService;
  config: Pick<AppConfig, 'publicUrl' | 'mediaDir'>;
}
