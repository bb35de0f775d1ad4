-- Roles (docs/roles.md): the five presets, whose rights are defined in code, and custom roles.
CREATE TABLE "roles" (
    "id" VARCHAR(40) NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "description" VARCHAR(300) NOT NULL DEFAULT '',
    "permissions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "based_on" VARCHAR(40),
    "require_two_factor" BOOLEAN NOT NULL DEFAULT false,
    "service_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "roles_name_key" ON "roles"("name");

INSERT INTO "roles" ("id", "name") VALUES
    ('owner', 'Owner'),
    ('admin', 'Admin'),
    ('editor', 'Editor'),
    ('contributor', 'Contributor'),
    ('inquiries', 'Inquiries');

-- Every account there is becomes an Owner, so nobody loses access on the upgrade (a backup
-- restored from before roles goes through this too).
ALTER TABLE "users" ADD COLUMN "role_id" VARCHAR(40) NOT NULL DEFAULT 'owner';
ALTER TABLE "users" ALTER COLUMN "role_id" DROP DEFAULT;

CREATE INDEX "users_role_id_idx" ON "users"("role_id");

-- A token's narrower scope, asked for at sign-in (empty: the rights of the account's role).
ALTER TABLE "auth_tokens" ADD COLUMN "scope" TEXT[] DEFAULT ARRAY[]::TEXT[];
ALTER TABLE "sign_in_challenges" ADD COLUMN "scope" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- 'View as role': an Owner's session showing the dashboard as another role sees it, read-only.
ALTER TABLE "auth_tokens" ADD COLUMN "view_as_role_id" VARCHAR(40);
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_view_as_role_id_fkey" FOREIGN KEY ("view_as_role_id") REFERENCES "roles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "users" ADD CONSTRAINT "users_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
