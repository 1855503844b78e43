include "f529.td"
