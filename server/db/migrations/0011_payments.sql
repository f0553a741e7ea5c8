CREATE TABLE "package_grants" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"scout_uid" uuid NOT NULL,
	"package_code" text NOT NULL,
	"transaction_uid" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"period_days" integer,
	"enquiries_per_month" integer NOT NULL,
	"videos" boolean DEFAULT false NOT NULL,
	"reports" boolean DEFAULT false NOT NULL,
	"rank" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"transaction_uid" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"uid" uuid PRIMARY KEY NOT NULL,
	"scout_uid" uuid NOT NULL,
	"package_code" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"payment_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_grants" ADD CONSTRAINT "package_grants_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_grants" ADD CONSTRAINT "package_grants_package_code_packages_code_fk" FOREIGN KEY ("package_code") REFERENCES "public"."packages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_grants" ADD CONSTRAINT "package_grants_transaction_uid_payment_transactions_uid_fk" FOREIGN KEY ("transaction_uid") REFERENCES "public"."payment_transactions"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_transaction_uid_payment_transactions_uid_fk" FOREIGN KEY ("transaction_uid") REFERENCES "public"."payment_transactions"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_scout_uid_accounts_uid_fk" FOREIGN KEY ("scout_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_package_code_packages_code_fk" FOREIGN KEY ("package_code") REFERENCES "public"."packages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_grants_scout_idx" ON "package_grants" USING btree ("scout_uid","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "package_grants_transaction_idx" ON "package_grants" USING btree ("transaction_uid");--> statement-breakpoint
CREATE INDEX "payment_transactions_scout_idx" ON "payment_transactions" USING btree ("scout_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_ref_idx" ON "payment_transactions" USING btree ("provider","provider_ref");
--> statement-breakpoint
-- The starting catalogue (docs/api/payments.md): the free tier every scout has, and two paid packages. The provider
-- changes prices and grants by editing these rows; a code, once sold, is kept (transactions refer to it).
INSERT INTO "packages" ("code", "name", "description", "price_minor", "currency", "period_days", "enquiries_per_month", "videos", "reports", "rank") VALUES
	('free', 'Free', 'Search, shortlists, statistics and notes.', 0, 'EUR', NULL, 3, false, false, 0),
	('pro', 'Scout Pro', 'For the working scout: video moments and more enquiries.', 4900, 'EUR', 30, 30, true, false, 1),
	('club', 'Club', 'For a scouting department: videos, written reports and enquiries at volume.', 14900, 'EUR', 30, 200, true, true, 2);
