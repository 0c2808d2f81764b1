-- What a personal access token may do: the assistant's tools ('mcp', every existing token) and
-- read/write areas of the public REST API ('tasks:read', ...). Checked on every request.
ALTER TABLE "ai_access_tokens" ADD COLUMN "scopes" text[] NOT NULL DEFAULT '{mcp}';
