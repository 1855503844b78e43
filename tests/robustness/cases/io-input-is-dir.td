def A;
