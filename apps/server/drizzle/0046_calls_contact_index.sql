CREATE INDEX "calls_org_contact_started_idx" ON "calls" USING btree ("organization_id","contact_number","started_at");
