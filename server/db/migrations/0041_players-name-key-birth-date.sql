-- The scout's name search asks the minors' gate of every match: the birth date rides in the whole-name key's
-- index so that search reads the index alone, as the community's does (decision 0068).
DROP INDEX "players_name_key_idx";--> statement-breakpoint
CREATE INDEX "players_name_key_idx" ON "players" USING btree ((translate(lower("name"), 'áàâäãåāăąçćčďđéèêëēėęěğíìîïīįıłńñňóòôöõøōőœřśšşťúùûüūůűųýÿźžż', 'aaaaaaaaacccddeeeeeeeegiiiiiiilnnnooooooooorssstuuuuuuuuyyzzz')) collate "C","uid","name","date_of_birth");