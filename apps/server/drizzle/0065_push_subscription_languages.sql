-- A browser's languages as it said them when it subscribed to Web Push (Accept-Language, best
-- first: en-GB, en, fr): a push written in English to it shows its dates as en-GB writes them
-- ("1 Feb 2030"), as the app in that browser does. Subscriptions made before: none known, the
-- language's own way ("Feb 1, 2030").
ALTER TABLE "push_subscriptions" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;
