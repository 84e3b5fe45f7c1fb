-- Chinese names in pinyin order (安庆, 北京, 南京, 三明, 十堰) where a Chinese reader sorts a list by
-- name. PostgreSQL's ICU has the Chinese data; PGlite's ICU has only the root collation, which the
-- same name then falls back to (code point order for Han characters).
CREATE COLLATION IF NOT EXISTS "pinyin" (provider = icu, locale = 'zh-u-co-pinyin');
