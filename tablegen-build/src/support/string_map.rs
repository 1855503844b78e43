//! The iteration order of LLVM's `StringMap`.
//!
//! llvm-tblgen sometimes walks a `StringMap` and stops at the first entry
//! that fails a check, so which name its diagnostic mentions depends on the
//! map's bucket order: XXH3-64 of the key truncated to 32 bits, a
//! power-of-two table that starts at 16 buckets, quadratic probing, and
//! growth to twice the size once more than three quarters are full (entries
//! re-placed in old bucket order). Nothing is ever erased from the maps we
//! mirror, so tombstones do not arise.

/// `StringMapImpl::hash`: XXH3-64 of the key, truncated.
pub fn hash(key: &[u8]) -> u32 {
    xxhash_rust::xxh3::xxh3_64(key) as u32
}

/// The order in which LLVM's `StringMap` iterates `keys`, given as indices
/// into `keys`, which must be distinct and in insertion order.
///
/// ```
/// use tablegen_build::support::string_map::iteration_order;
/// let keys: [&[u8]; 3] = [b"a", b"b", b"c"];
/// let order = iteration_order(&keys);
/// assert_eq!(order.len(), 3);
/// ```
pub fn iteration_order(keys: &[&[u8]]) -> Vec<usize> {
    // Each bucket holds (full hash, key index).
    let mut buckets: Vec<Option<(u32, usize)>> = vec![None; 16];
    for (k, key) in keys.iter().enumerate() {
        place(&mut buckets, (hash(key), k));
        if (k + 1) * 4 > buckets.len() * 3 {
            let mut grown = vec![None; buckets.len() * 2];
            for entry in buckets.iter().flatten() {
                place(&mut grown, *entry);
            }
            buckets = grown;
        }
    }
    buckets.iter().flatten().map(|&(_, k)| k).collect()
}

/// Puts `entry` in the first free bucket of its quadratic probe sequence.
fn place(buckets: &mut [Option<(u32, usize)>], entry: (u32, usize)) {
    let mask = buckets.len() - 1;
    let mut b = entry.0 as usize & mask;
    let mut probe = 1;
    while buckets[b].is_some() {
        b = (b + probe) & mask;
        probe += 1;
    }
    buckets[b] = Some(entry);
}

#[cfg(test)]
mod tests {
    use super::iteration_order;

    /// Keys in insertion order and the order llvm::StringMap<int> (LLVM 19.1.7,
    /// libLLVM-19) iterated them in, recorded with a small C++ program.
    const RECORDED: &[(&[&str], &[usize])] = &[
        (&["82", "5m", "5"], &[2, 0, 1]),
        (&["b2u1m", "edcmp", "jf7", "q", "cz1ka", "1", "r_8", "os4af"], &[7, 6, 3, 5, 0, 1, 2, 4]),
        (&["jn", "l8m15mi_", "zg", "lz9g", "_e9mrvft", "i39iyljt", "hz_nartb", "qavsyeef", "paxx", "a_hipg", "yebann", "d2", "3y"], &[1, 10, 11, 12, 2, 7, 3, 5, 6, 0, 9, 8, 4]),
        (&["cbe3etuiee17", "b3w", "ft7uqbw5fc1v8_r4", "rnn", "er_", "9biz2mbrpjdh", "rn_y64u1uecrcr9w", "oh4", "765kzof_yi12", "mnyounii4wcerkh1", "tf3", "civwf3e_b49a", "g7xemm3qla37clor", "hnp", "pzq_4s6leio3", "yaeffhq_vy2127f6", "qaxtjm6kv14puzqm", "pdclsx69ifxi1v6i", "gc5", "ay895v2un"], &[6, 9, 0, 7, 8, 10, 15, 17, 16, 12, 11, 5, 14, 2, 4, 18, 13, 19, 3, 1]),
        (&["ip9778e8qkvjhasxp9xkl8e2czlitybkm_2cj6yh9zlv6iqp9vdcjz4g3w_9_s42_0h9h6v660_buds0yuteph1p5zd3g6p7tzpe", "fgjgillmzc2fgockh0_ev05injy3v_azup6bqvmv", "zwvvi447ec_wayf27b6xah__jpkykuny06srd3th", "yydn_wpl8k3nzn2t3", "q8djeatfalv3im_3c_w8z8dn8qrmsp19dlbk7herwb8te52anexa6qp4zt7g3z_qba9jouyx5rx1wtreugqvnlndi7tnlwgjjxwl", "p4cmj5icnt_037i68qu1yjnr71ziy6wogsxwnicb", "guz205w0nxacml_2x", "09fksmplr8bljc2ya4dle8xu3c6s567lkh0p18qp", "4l4n7y_edrxrb6lq5z9nrgxdjxiphbuy1fyuq6dt", "k42du_2xnci4ij26c", "_2foxtvnckzdv9l2z", "kxet1soz_j9yn7sj1lg8q40hjubr99jrzruof3mx", "r8ssbapck_yduzdueo03qpc6g2jphd_2hndw6jhx1i_2q_x6isip3h5t5wrr9mrpmp5mcdarq0bcgo7refk8px33wnvv4ieh1n10", "xzmkg5aufz9m5vqrhkziv7x0lznlevt3gawdortvnz9l7ey54nhz9bhgpq1z5dmyagqqrv875_69g1e8cyky3k47d04_s6ztx6s3", "qyjxjus8l0xg2uf7f09942taetnft4usjowuxhu19r16t2uoz6pfxxbxzym9xy7j9llf2sbo6d7k9sb0e7t7fvfrgufbjg0po46v", "p_6jfz8t30ecosqh8", "39aten8whxpqf0hz4d4yvs4rokzm3kwp6fv0j3q8tbzhxezrdy4t3uqebcwux9tql3yvxb9ned7__ere21yyci5rt4x3bjmroqop", "1g8yn5vsgkq7t8ow55j9m6m9bmfip39_vvfxr2h1", "yg0_7imzbgm9wxh5v5me3gbc8593jmlhnlksgdi2", "x7_9ko_9heg6ih792asptbule116zjwoctb2utu4j3nmsdmuw3bl8m7pmdgtur_iv1_fkothmrlp5srx6h6otlorif2e16e6cas7", "a7zap848f8vqwgbunzkmkkv49sx_sx74ppxul5ieegth153ck_3dwqz5zqqxulvn9i9_irkimysola3irr_qzyidkhcmsw7hzvb7", "rdpa3x1p_k_kujq6ir67dj9lanjifwr6g32f75tbm_mf1nc7_64ktutze8t2exeigz2h1ay3ps9h2anjsy7tvz8fqmmyhvtr93v1", "8k658qtyntj76r94m_7h5ayb7c6z79h4fke72_zrp34iv036ugm_bqibcmjoasuwp4g4h5qm60by_6k7n7n6n7iowluumnmgipif", "47o4qcmd91lujb4051qbehl97pjdt0cu6q4f5kyq", "jld2b3cugmlwnp35o1lrzlt883q4zv8f3ozdniy6"], &[17, 16, 13, 23, 8, 9, 10, 1, 19, 15, 11, 21, 20, 5, 3, 7, 0, 4, 22, 14, 2, 12, 18, 24, 6]),
        (&["dbsvnxuvn3ub19s5wo8oujv10llk3wwnuo3xdo4de7bgucw47yeg_bl8rcjud2so8bwpxapstqabxt_lrlhkg35mt715p_yx5q21697osbstzcc2s6mx82x2fz58omehp7v7058tcs6we7hajyh1807dle2p4n17v9baoneptvl86glqmokdwcimbk3uqluhac9tyqyl_4cprrmfeqlpyshyu4ad_4yh6qdhbxx8vyjln5a49p1m4ce7cimy2o0ykxdwejrkcbpyjfcivchoslm1h0me6kek7y_jy95gya3t", "dbs7t2dvgrn64ecg7d36psmxp0uzevdws67_n_p3fh003_85q7_a6fmldjl8rurcd2d0g3mqd8ear21i049pzp_cf9ipd93zbyez2gnp4uhvtbo59_zmqcfr1nx0n10unb_tf2382y5zeoso20ntof7v9zb_w0qfyoztm0d4dnzevx3qq8_7kbiu5br9v64uk44s_jgd226819bsw0deat7kxnyrjw75b7xzzjtpnlbhfbmqb", "8e3ad4cye0kjenk4ouviijucmpip2xxhrjelwdhtulhr667916qffobet5lkv9gs32w42cmj3b1z7dskclznbbo04e2blvaktcvq8x3qukwj_072qv4ok258skup8zkvsgaw38h45ya4zr4992dfu43djbr71dfrdpzcqm5g0w8de43jsu55vmn1tiprtlh3tpcb5v3zekhqsytqlqid0_za9q44oywcbk4oohj60u2rlbrgv", "ypn0e8l_62y4holgt5jcw9k84v4j1wtgpjnm7whkmkxuxgsqhpwbl7qssq8iq4erbsr5jyk7if7k7qtd0x7o31xwn5r9woe8h9etag9hmxtwjdejb_9j67e06lf6w4mg_i4mf4b88fitqvorj7j0b49ukf6kcghttb_cjl6faxenzo_wvowzapqdx6v6w2p_lmjnq13ovlpq69q9bltoet5vncp7ff5p1nc_8ixweeyi_ovny", "bgw_787hgt59he9pif55tswpp_2dn1k8g2ig5jj96l_h_aojhyks6bzh4t7cy_tfnq7h_v4n8i95gztrqoxf03yw0v1hdt6dk6y8uzogxcux3o664ax_gawpxxtndul4h6wdfnqr0xzfs9gfzoqvcujjssd4dzf8ivbn7a3_velf1iy10h1uehw8hhzt8hng_u7ihjr3_c0ym440y53g8kumawkwy6y192wj3zuf4oqw_9cqe", "eyulw6ajydnw1059hh202_y5oy79c5c611scduj72vqum38zdi4holjhg5qqelcvq6w2n7a0m4rpeg814pe4d8ejxlgvcwosh_lyb24efn7um80yavurnnlik2cirhqwwtmaenxt_mjer0x_r2i5hgw5_p4hshsf2o3ym_o1ex_vs1rsapa_xiqy_rvgg7g2nfxbxbwbj3exk25u3dobz0o7hde2zn6n4xj5zgfakq3h02jbx"], &[3, 5, 4, 2, 1, 0]),
        (&["", "x", "xx", "xxx", "xxxx", "xxxxx", "xxxxxx", "xxxxxxx", "xxxxxxxx", "xxxxxxxxx", "xxxxxxxxxx", "xxxxxxxxxxx", "xxxxxxxxxxxx", "xxxxxxxxxxxxx", "xxxxxxxxxxxxxx", "xxxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxxxxx"], &[13, 0, 3, 12, 6, 7, 11, 4, 18, 16, 9, 1, 17, 14, 15, 8, 5, 19, 2, 10]),
    ];

    #[test]
    fn orders_match_llvm_string_map() {
        for (keys, want) in RECORDED {
            let k: Vec<&[u8]> = keys.iter().map(|s| s.as_bytes()).collect();
            assert_eq!(iteration_order(&k), *want, "keys {keys:?}");
        }
    }
}
