// ÿş comment Ã
/* € block é */
def A; // ÿ
