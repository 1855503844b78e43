include "f453.td"
